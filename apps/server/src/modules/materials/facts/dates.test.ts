import { describe, expect, it } from 'vitest';
import { findDateRange } from './dates.ts';

describe('date ranges of resumes', () => {
  it.each([
    ['2019.09 - 2023.06', '2019-09', '2023-06'],
    ['2019.9-2023.6', '2019-09', '2023-06'],
    ['2021年3月至今', '2021-03', 'present'],
    ['2020年7月-2020年10月', '2020-07', '2020-10'],
    ['2022.03～2022.08', '2022-03', '2022-08'],
    ['Sep 2019 – Present', '2019-09', 'present'],
    ['September, 2017 to June 2019', '2017-09', '2019-06'],
    ['07/2019 - 06/2021', '2019-07', '2021-06'],
    ['2015-2019', '2015', '2019'],
    ['2018 – now', '2018', 'present'],
    ['Graduated May 2019', '', '2019-05'],
  ])('%s', (text, start, end) => {
    expect(findDateRange(text)).toMatchObject({ start, end });
  });

  it('says where the range stands, and finds none in figures that are not dates', () => {
    const line = 'Software Engineer, Acme  Jul 2019 - Jun 2021';
    const range = findDateRange(line);
    expect(range && line.slice(range.index, range.index + range.length)).toBe('Jul 2019 - Jun 2021');
    for (const text of ['GPA 3.8/4.0', 'cut latency by 40%', '1,000 weekly users']) {
      expect(findDateRange(text)).toBeNull();
    }
  });
});
