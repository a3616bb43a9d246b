import { describe, expect, it } from 'vitest';
import { synonymsOf } from './synonyms.ts';
import { BIGRAM_MARK, detectLang, normalizeSpellings, searchTerms, segment, tokenize } from './tokenize.ts';

describe('detectLang', () => {
  it('calls a text Chinese when a fifth of its letters are Han characters', () => {
    expect(detectLang('你用过 Redis 的 cluster mode 吗')).toBe('zh');
    expect(detectLang('How do you use Redis?')).toBe('en');
    expect(detectLang('12345 ???')).toBe('en');
  });
});

describe('tokenize', () => {
  it('stems English words but keeps acronyms, versions and names with digits or dots whole', () => {
    expect(tokenize('Reducing P99 latency of the node.js APIs and SQL queries')).toEqual([
      'reduc',
      'p99',
      'latenc',
      'node.js',
      'api',
      'sql',
      'queri',
    ]);
    expect(tokenize('C++ and C# services')).toEqual(['c++', 'c#', 'servic']);
  });

  it('cuts Chinese with jieba and drops stopwords and punctuation', () => {
    expect(tokenize('你之前有没有做过高并发系统的设计？')).toEqual([
      '之前',
      '有没有',
      '做',
      '过',
      '高',
      '并发',
      '系统',
      '设计',
    ]);
  });
});

describe('searchTerms', () => {
  it('drops the words that only frame a prompt', () => {
    expect(searchTerms('Tell me about a time you gave an example')).toEqual(['time', 'gave']);
    expect(searchTerms('请举个例子')).not.toContain('例子');
  });

  it('adds character bigrams so differently cut Chinese words still meet', () => {
    const terms = searchTerms('线上故障');
    expect(terms).toContain(`${BIGRAM_MARK}线上`);
    expect(terms).toContain(`${BIGRAM_MARK}故障`);
  });
});

describe('normalizeSpellings', () => {
  it('writes A/B the one way and phrasal verbs as the word the bank uses', () => {
    expect(searchTerms('an A/B test')).toEqual(searchTerms('an ab test'));
    expect(searchTerms('um a b test it')).toContain('ab');
    expect(normalizeSpellings('how you sorted it out')).toBe('how you resolve');
    expect(normalizeSpellings('made a call')).toBe('decide');
  });

  it('keeps an A/A test apart from an A/B test, and reads a split test and a large language model', () => {
    expect(searchTerms('what is an A/A test')).toContain('aa');
    expect(searchTerms('what is an A/A test')).not.toContain('ab');
    expect(searchTerms('how would you run a split test')).toEqual(
      searchTerms('how would you run an A/B test'),
    );
    expect(searchTerms('an assistant built on a large language model')).toContain('llm');
  });

  it('reads users split in two groups, or two versions set against each other, as an A/B test', () => {
    expect(searchTerms('we split our visitors into two groups to try the new banner')).toContain('ab');
    expect(searchTerms('pit two versions of the landing page against each other')).toContain('ab');
    expect(searchTerms('two versions of the app shipped a year apart')).not.toContain('ab');
  });

  it('reads a typed web address as a URL, bit.ly as the shortener and 满多少减多少 as 满减', () => {
    expect(searchTerms('what happens after I type https://shop.example.org and press enter')).toContain(
      'url',
    );
    expect(searchTerms('you type www.taobao.com into the address bar')).toContain('url');
    expect(searchTerms('build something like bit.ly')).toContain('bitli');
    expect(searchTerms('这家店满多少减多少怎么定')).toContain('满减');
  });

  it('reads terms spelled out: ACoS, dark mode, an A/B experiment, RFM, a falling-out', () => {
    expect(searchTerms('how do advertising cost of sale and total ad cost of sales differ')).toEqual(
      expect.arrayContaining(['aco', 'taco']),
    );
    expect(searchTerms('designing a night mode for a reading app')).toContain('darkmod');
    expect(searchTerms('用户打开了暗黑模式以后')).toContain('darkmod');
    expect(searchTerms('how would you run a randomized experiment on the checkout')).toContain('ab');
    expect(
      searchTerms('segment shoppers by how recently they bought, how frequently and how much they spend'),
    ).toContain('rfm');
    expect(searchTerms('按最近一次购买、购买频率和花了多少给客户分层')).toContain('rfm');
    expect(searchTerms('a time you fell out with your boss')).toContain('conflict');
    expect(searchTerms('build a least recently used cache')).toContain('lru');
    expect(searchTerms('the thing you are proudest to have pulled off')).toContain('achiev');
  });
});

describe('segment', () => {
  it('keeps words such as 哪怕 and 没什么 whole, so question words are not found inside them', () => {
    expect(segment('哪怕再忙')).toContain('哪怕');
    expect(segment('我没什么问题')).toContain('没什么');
  });
});

describe('synonymsOf', () => {
  it('relates stems of the same group both ways', () => {
    expect(synonymsOf('mistak')).toContain('error');
    expect(synonymsOf('error')).toContain('mistak');
    expect(synonymsOf('kubernet')).toEqual([]);
    expect(synonymsOf('分歧')).toContain('冲突');
    expect(synonymsOf('冲突')).toContain('分歧');
    expect(synonymsOf('挫败')).toContain('失败');
    // Lean on is rely on; "depends on" is no reliance.
    expect(synonymsOf('lean')).toContain('reli');
    expect(synonymsOf('ballpoint')).toContain('pen');
    expect(synonymsOf('judg')).toContain('evalu');
    expect(synonymsOf('helper')).toContain('assist');
    expect(synonymsOf('depend')).toEqual([]);
    expect(synonymsOf('返点')).toContain('返利');
    expect(synonymsOf('代理商')).toContain('经销商');
    // "production" stems to "product": it is no synonym of manufacturing.
    expect(synonymsOf('product')).toEqual([]);
  });
});
