import { zoomImages } from '../../src/browser/image-zoom';

describe('image zoom', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('attaches to the content images and leaves linked ones alone', async () => {
    document.body.innerHTML = '<article class="markdown"><img id="plain" src="/a.png" alt="a"><a href="/x"><img id="linked" src="/b.png" alt="b"></a></article>';
    const zoom = await zoomImages();
    expect(zoom!.getImages().map((image) => image.id)).toEqual(['plain']);
    expect(document.getElementById('plain')).toHaveClass('medium-zoom-image');
  });

  it('loads nothing on a page without images', async () => {
    document.body.innerHTML = '<article class="markdown"><p>text</p></article>';
    expect(await zoomImages()).toBeNull();
  });

  it('rejects an invalid selector with a message that names what is expected', async () => {
    document.body.innerHTML = '<article class="markdown"><img src="/a.png" alt="a"></article>';
    await expect(zoomImages('.markdown img[[')).rejects.toThrow(
      'The provided selector is invalid.\nExpects a CSS selector, a Node element, a NodeList or an array.',
    );
  });
});
