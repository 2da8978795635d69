const stripGraphql = require('../../src/node/webpack/strip-graphql-loader.js') as (source: string) => string;

describe('strip-graphql-loader', () => {
  it('replaces page queries with null and leaves other code alone', () => {
    const source = "import { graphql } from 'gatsby';\nexport const query = graphql`\n  query X($id: String!) { docPage(id: { eq: $id }) { title } }\n`;\nconst t = tag`x`;\n";
    expect(stripGraphql(source)).toBe("import { graphql } from 'gatsby';\nexport const query = null;\nconst t = tag`x`;\n");
    expect(stripGraphql('const a = 1;')).toBe('const a = 1;');
  });
});
