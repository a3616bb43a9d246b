import { describe, expect, it } from 'vitest';
import { buildBankIndex } from '../retrieval/bank.ts';
import { loadSeedBank } from '../retrieval/seed-bank.ts';
import { claimQuestion } from './claim.ts';
import { classicBankQuestions } from './classics.ts';
import { createGrounder } from './grounding.ts';
import { offlineHintLines } from './hints.ts';
import { questionType } from './question-type.ts';

const index = buildBankIndex([...loadSeedBank(), ...classicBankQuestions()]);
const backend = { positionSlug: 'bytedance-backend-engineer' };

describe('which question a hint may claim', () => {
  it.each([
    ['What is your biggest weakness?', 'classic-weakness'],
    ['so um tell me a bit about yourself', 'classic-self-introduction'],
    ['Why do you want to join ByteDance?', 'classic-why-company'],
    ['What are your salary expectations?', 'classic-salary'],
    ['Do you have any questions for us?', 'classic-questions-for-us'],
    ['Explain the TCP three way handshake', 'classic-tcp-handshake'],
    ['what is the difference between a process and a thread', 'classic-process-vs-thread'],
    ['How would you design a URL shortener?', 'classic-url-shortener'],
    [
      'Tell me about a production incident you handled and how you prevented it from recurring',
      'bytedance-backend-engineer-q02',
    ],
  ])('"%s" is %s', (text, id) => {
    expect(claimQuestion(index, text, 'en', backend).hit?.id).toBe(id);
  });

  it.each([
    ['你最大的缺点是什么', 'classic-weakness'],
    ['嗯 那你先简单介绍一下你自己吧', 'classic-self-introduction'],
    ['你为什么想加入字节跳动', 'classic-why-company'],
    ['进程和线程有什么区别', 'classic-process-vs-thread'],
  ])('"%s" is %s', (text, id) => {
    expect(claimQuestion(index, text, 'zh', backend).hit?.id).toBe(id);
  });

  it.each([
    ['What is a deadlock and how do you prevent it?', 'en', 'concept'],
    ['How many gas stations are there in Shanghai?', 'en', 'estimate'],
    ['What is Docker and why would you use containers?', 'en', 'concept'],
    ['抽象类和接口有什么区别？', 'zh', 'concept'],
    ['上海有多少个加油站？', 'zh', 'estimate'],
  ] as const)('"%s" is no question we hold (a %s… question of type %s)', (text, lang, type) => {
    const claim = claimQuestion(index, text, lang, backend);
    expect(claim.hit).toBeNull();
    expect(claim.type).toBe(type);
  });
});

describe('question types', () => {
  it.each([
    ['Tell me about a time you disagreed with your manager', 'en', 'behavioural'],
    ['What would you do if a key customer threatened to leave?', 'en', 'situational'],
    ['How would you design a rate limiter?', 'en', 'design'],
    ['讲一次你带团队攻坚的经历', 'zh', 'behavioural'],
    ['如果上线后发现数据错了你会怎么处理', 'zh', 'situational'],
    ['你的期望薪资是多少', 'zh', 'salary'],
  ] as const)('"%s" is %s… %s', (text, lang, type) => {
    expect(questionType(text, lang)).toBe(type);
  });
});

describe('the offline hint for a question we do not hold', () => {
  const ground = createGrounder(index, {
    positionSlug: 'bytedance-backend-engineer',
    requirements: ['Go or Java, distributed systems'],
    facts: {
      experience: [
        {
          company: 'Shopify',
          title: 'Backend Engineer',
          achievements: ['Cut checkout P99 latency from 900 ms to 250 ms with Redis caching'],
        },
      ],
      projects: [],
      skills: ['Go', 'Redis'],
    } as never,
    company: 'ByteDance',
  });

  it('says the bank holds no such question and gives the frame of its type, not another question', () => {
    const lines = offlineHintLines('en', ground('What is a deadlock and how do you prevent it?', 'en')).join(
      '\n',
    );
    expect(lines).not.toContain('Likely question');
    expect(lines).toContain('Not in our question bank: a concept question');
    expect(lines).toContain('Define it in one sentence');
  });

  it("names the goal's company when the question is about it", () => {
    const g = ground('Why do you want to join us?', 'en');
    expect(g.question?.id).toBe('classic-why-company');
    expect(offlineHintLines('en', g).join('\n')).toContain('About ByteDance');
    const zh = ground('你为什么想来我们公司', 'zh');
    expect(offlineHintLines('zh', zh).join('\n')).toContain('关于ByteDance');
  });
});
