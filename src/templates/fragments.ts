import { graphql } from 'gatsby';

/** Fields every doc-like template reads; sidebars nest three levels deep. */
export const fragments = graphql`
  fragment SidebarItemFields on SidebarItem {
    kind
    text
    link
    fileKey
    collapsible
    collapsed
    tag
    dividerType
  }

  fragment SidebarFields on Sidebar {
    items {
      ...SidebarItemFields
      items {
        ...SidebarItemFields
        items {
          ...SidebarItemFields
        }
      }
    }
  }

  fragment DocPageFields on DocPage {
    title
    html
    description
    pageType
    routePath
    relativePath
    lastUpdated
    toc {
      id
      text
      depth
    }
    feeds {
      url
      mime
      title
    }
    frontmatter {
      titleSuffix
      sidebar
      outline
      footer
      type
      default
      productionDefault
      unset
      since
      subOptions {
        name
        type
        default
        productionDefault
        unset
        since
      }
    }
  }
`;
