import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { QueryScorer } from './scorer.js';
import { prepareQuery, tokensOf } from './text.js';

/** Scores plain strings: a throwaway dictionary gives their words ids, as the index does. */
function scorerFor(query: string) {
  const dictionary: string[] = [];
  const idsOf = (text: string) =>
    tokensOf(text).map((word) => (dictionary.includes(word) ? dictionary.indexOf(word) : dictionary.push(word) - 1));
  const words = tokensOf(query).filter((word) => word.length >= 3);
  const scorer = new QueryScorer(prepareQuery(query, words), (id) => dictionary[id]!);
  return {
    text: (text: string) => scorer.text(text, idsOf(text)),
    description: (text: string) => scorer.description(text, idsOf(text)),
  };
}

describe('search scoring', () => {
  it('scores the same text above one starting with the query, above a typo, above nothing', () => {
    const score = scorerFor('snake');
    const same = score.text('snake');
    const starts = score.text('snake arena');
    const typo = score.text('snkae');
    assert.ok(same > starts && starts > typo && typo > 0.45, `${same} ${starts} ${typo}`);
    assert.equal(score.text('qqxxzzvv'), 0);
    assert.equal(score.text(''), 0);
    assert.ok(scorerFor('贪吃蛇').text('贪吃蛇') >= 2, 'a text without spaces, by equality');
  });

  it('gives each query word with a close word in the text its share', () => {
    const score = scorerFor('crsytal dargon');
    const both = score.text('crystal dragon');
    const one = score.text('crystal castle');
    assert.ok(both > one && one > 0, `${both} ${one}`);
    assert.ok(both >= 0.8, 'both words one typo away make a match');
  });

  it('finds the query among the words of a longer text', () => {
    const score = scorerFor('dragon');
    assert.equal(score.description('guide the dragon through 12 levels'), 0.5, 'contains it');
    assert.ok(scorerFor('dragons').description('guide the dragon through 12 levels') > 0.24, 'a close word');
    assert.equal(scorerFor('zebra').description('guide the dragon through 12 levels'), 0);
    assert.ok(scorerFor('memory mach').text('memory match') > scorerFor('memory mach').text('match three'));
  });
});
