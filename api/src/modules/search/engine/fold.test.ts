import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foldQuery, foldText } from './fold.js';
import { normaliseText } from './text.js';

describe('search folding of spellings', () => {
  it('drops the Arabic article, diacritics and tatweel, and unifies alef, ya and ta marbuta', () => {
    assert.equal(foldText('الثعبان'), 'ثعبان');
    assert.equal(foldText('ثُعْبَان'), 'ثعبان', 'harakat');
    assert.equal(foldText('ثعـــبان'), 'ثعبان', 'tatweel');
    assert.equal(foldText('أإآٱ'), 'اااا');
    assert.equal(foldText('مستشفى'), 'مستشفي');
    assert.equal(foldText('لعبة الذاكرة'), 'لعبه ذاكره');
    assert.equal(foldText('ال'), 'ال', 'the article alone is a word');
    assert.equal(foldText('الف'), 'الف', 'a word of three letters keeps its start');
  });

  it('folds hiragana onto katakana and drops the long vowel mark', () => {
    assert.equal(foldText('へび'), 'ヘビ');
    assert.equal(foldText('すねーく'), 'スネク');
    assert.equal(foldText('スネーク'), 'スネク');
    assert.equal(foldText('モグラたたき'), 'モグラタタキ');
    assert.equal(foldText('ゝ'), 'ヽ');
    assert.equal(foldText('神経衰弱'), '神経衰弱', 'kanji stay');
  });

  it('leaves Latin, Cyrillic, Han and Hangul text as it is', () => {
    for (const text of ['snake', 'змейка', '贪吃蛇', '스네이크', 'schlängelwurm']) assert.equal(foldText(text), text);
  });

  it('takes half-width and full-width forms to one through NFKC first', () => {
    assert.equal(normaliseText('ｽﾈｰｸ'), 'スネク');
    assert.equal(normaliseText('ＳＮＡＫＥ'), 'snake');
  });

  it('folds a query and keeps only the words still long enough for typo matching', () => {
    assert.deepEqual(foldQuery({ text: 'الثعبن', words: ['الثعبن'] }), { text: 'ثعبن', words: ['ثعبن'] });
    assert.deepEqual(foldQuery({ text: 'すねーく', words: ['すねーく'] }), { text: 'スネク', words: ['スネク'] });
    assert.deepEqual(foldQuery({ text: 'ーへ', words: [] }), { text: 'ヘ', words: [] });
    assert.deepEqual(foldQuery({ text: 'a ال', words: ['ال'] }), { text: 'a ال', words: [] });
  });
});
