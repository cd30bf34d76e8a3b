import { tocEntries } from './tocEntries';

describe('tocEntries', () => {
  it("lists a post's h2 and h3 with their ids and plain text, in order", () => {
    const html =
      '<p>Intro</p><h2 id="first-steps">First <em>steps</em></h2><h3 class="x" id="keys">Keys &amp; touch</h3>' +
      '<h4 id="deep">Too deep</h4><h2>No id</h2><h2 id="emoji">Score &#x1F3C6; &#8220;high&#8221;</h2>';
    expect(tocEntries(html)).toEqual([
      { id: 'first-steps', text: 'First steps', level: 2 },
      { id: 'keys', text: 'Keys & touch', level: 3 },
      { id: 'emoji', text: 'Score 🏆 “high”', level: 2 },
    ]);
  });

  it('finds nothing in a post without sections', () => {
    expect(tocEntries('<p>Just a paragraph.</p>')).toEqual([]);
  });
});
