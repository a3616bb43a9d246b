import { describe, expect, it } from 'vitest';
import { spokenNumbersToDigits } from './numbers.ts';
import { searchTerms } from './tokenize.ts';

describe('spoken numbers as digits', () => {
  it.each([
    ['the rating fell from four point eight to four point five', 'the rating fell from 4.8 to 4.5'],
    ['it pulled in three thousand videos', 'it pulled in 3000 videos'],
    ['a thousand units and a hundred thousand buyers', '1000 units and 100000 buyers'],
    ['one hundred and five', '105'],
    ['twenty-five thousand', '25000'],
    ['sales grew forty per cent', 'sales grew 40 percent'],
    ['3,000 entries, up 40%', '3000 entries, up 40 percent'],
    ['客单价三十二块钱', '客单价32元'],
    ['新增涨了四成', '新增涨了40 percent'],
    ['订房量涨了两个点', '订房量涨了2 percent'],
    ['百分之四十', '40 percent'],
    ['3万用户', '30000用户'],
    ['两千五百人', '2500人'],
  ])('reads "%s" as "%s"', (spoken, written) => {
    expect(spokenNumbersToDigits(spoken)).toBe(written);
  });

  it.each([
    'no one knows',
    'tell me about two deadlines',
    'five five',
    '这件事十分重要',
    '千万不要这样做',
    '万一失败了怎么办',
    '成功和成本',
  ])('leaves words that are no amount alone: "%s"', (text) => {
    expect(spokenNumbersToDigits(text)).toBe(text);
  });

  it('makes a number said in words and written in digits one term', () => {
    expect(searchTerms('a merchant rating fell from four point eight')).toContain('4.8');
    expect(searchTerms('A merchant rating fell from 4.8')).toContain('4.8');
    expect(searchTerms('一家店客单价三十二块钱')).toEqual(expect.arrayContaining(['32']));
    expect(searchTerms('一家店的客单价大约32元')).toEqual(expect.arrayContaining(['32']));
  });
});
