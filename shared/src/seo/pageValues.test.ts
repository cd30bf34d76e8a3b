import { categorySeoValues, gameSeoValues, postSeoValues, tagSeoValues } from './pageValues';

describe('SEO values of each page type', () => {
  it('a game gives its name, category and image', () => {
    expect(
      gameSeoValues({
        title: 'Snake',
        thumbnail: 'https://g.example/snake.png',
        category: { slug: 'arcade', name: 'Arcade' },
      }),
    ).toEqual({
      gameName: 'Snake',
      categoryName: 'Arcade',
      gameImage: 'https://g.example/snake.png',
    });
    expect(gameSeoValues({ title: 'Snake', thumbnail: '', category: null }).categoryName).toBeUndefined();
  });

  it('categories and tags give their names', () => {
    expect(categorySeoValues({ name: 'Puzzle' })).toEqual({ categoryName: 'Puzzle' });
    expect(tagSeoValues({ name: 'Retro' })).toEqual({ tagName: 'Retro' });
  });

  it('a post gives its title, a short excerpt, its cover and category', () => {
    const values = postSeoValues({
      title: 'Tips',
      excerpt: 'tip '.repeat(80),
      cover: '',
      category: { slug: 'guides', name: 'Guides' },
    });
    expect(values.postTitle).toBe('Tips');
    expect(String(values.postExcerpt).length).toBeLessThanOrEqual(160);
    expect(values.postImage).toBeUndefined();
    expect(values.blogCategoryName).toBe('Guides');
  });
});
