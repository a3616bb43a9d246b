import { describe, expect, it } from 'vitest';
import {
  EN_RESUME,
  EN_RESUME_COMPACT,
  ZH_RESUME,
  ZH_RESUME_LABELLED,
} from '../../../../test/resume-samples.ts';
import { parseResumeFacts } from './parse-facts.ts';

describe('resume facts, English', () => {
  it('reads experience, projects, education and skills of a classic layout', () => {
    const facts = parseResumeFacts(EN_RESUME);
    expect(facts.lang).toBe('en');
    expect(facts.experience).toEqual([
      {
        company: 'Stripe Inc.',
        title: 'Senior Software Engineer',
        start: '2021-07',
        end: 'present',
        achievements: [
          'Led the migration of the ledger service to PostgreSQL, cutting p99 latency by 40%.',
          'Designed an idempotency layer used by 30 internal services.',
          "Mentored four engineers and ran the team's on-call rotation.",
        ],
      },
      {
        company: 'Acme Corp',
        title: 'Software Engineer Intern',
        start: '2020-06',
        end: '2020-08',
        achievements: [
          'Built a React dashboard for fraud analysts, used daily by 50 people.',
          'Wrote integration tests that caught two production bugs before the release of the new checkout flow.',
        ],
      },
    ]);
    expect(facts.projects).toEqual([
      {
        name: 'OfferPilot',
        description: 'an AI interview coach for job seekers',
        achievements: [
          'Implemented voice activity detection on the server with Silero.',
          'Reached 1,000 weekly users within two months.',
        ],
      },
    ]);
    expect(facts.education).toEqual([
      {
        school: 'University of California, Berkeley',
        degree: 'Bachelor',
        major: 'Computer Science',
        start: '2016-08',
        end: '2020-05',
      },
    ]);
    expect(facts.skills).toEqual([
      'TypeScript',
      'Go',
      'Python',
      'SQL',
      'PostgreSQL',
      'Redis',
      'Kubernetes',
      'AWS',
    ]);
  });

  it('reads "Title at Company", dates first, degrees before schools and an inline skills heading', () => {
    const facts = parseResumeFacts(EN_RESUME_COMPACT);
    expect(facts.experience.map(({ achievements, ...e }) => ({ ...e, n: achievements.length }))).toEqual([
      { company: 'Globex Corporation', title: 'Data Analyst', start: '2022-09', end: 'present', n: 2 },
      { company: 'Initech LLC', title: 'Product Analyst Intern', start: '2021-06', end: '2021-08', n: 1 },
    ]);
    expect(facts.education).toEqual([
      {
        school: 'Columbia University',
        degree: 'Master',
        major: 'Business Analytics',
        start: '2020',
        end: '2022',
      },
      {
        school: 'University of Michigan',
        degree: 'Bachelor',
        major: 'Economics',
        start: '2016',
        end: '2020',
      },
    ]);
    expect(facts.skills).toEqual(['SQL', 'Python (pandas)', 'Tableau', 'Looker', 'Excel']);
  });
});

describe('resume facts, Chinese', () => {
  it('reads 教育背景, 工作经历, 项目经历 and 专业技能', () => {
    const facts = parseResumeFacts(ZH_RESUME);
    expect(facts.lang).toBe('zh');
    expect(facts.education).toEqual([
      { school: '浙江大学', degree: '本科', major: '计算机科学与技术', start: '2019-09', end: '2023-06' },
      { school: '清华大学', degree: '硕士', major: '软件工程', start: '2023-09', end: '2026-06' },
    ]);
    expect(facts.experience).toEqual([
      {
        company: '字节跳动',
        title: '高级后端工程师',
        start: '2021-03',
        end: 'present',
        achievements: [
          '负责抖音直播打赏系统的设计与开发，支撑日均千万级订单。',
          '主导服务从单体拆分为微服务，接口平均延迟降低35%。',
        ],
      },
      {
        company: '阿里巴巴集团',
        title: 'Java开发实习生',
        start: '2020-07',
        end: '2020-10',
        achievements: ['参与淘宝商品搜索排序模块的开发，优化召回策略，点击率提升3%。'],
      },
    ]);
    expect(facts.projects).toEqual([
      {
        name: '在线教育直播平台',
        description: '面向中小学生的在线直播课平台，支持万人同时在线。',
        achievements: ['使用 Go 和 Redis 实现课堂实时消息推送。', '设计分布式限流方案，保证高峰期服务稳定。'],
      },
    ]);
    expect(facts.skills).toEqual([
      'Java',
      'Go',
      'Python',
      'MySQL',
      'Redis',
      'Kafka',
      'Spring Boot',
      'Docker',
      'Kubernetes',
    ]);
  });

  it('reads numbered headings, labelled lines, 实习经历 and an inline 技能 line', () => {
    const facts = parseResumeFacts(ZH_RESUME_LABELLED);
    expect(facts.education).toEqual([
      { school: '北京大学', degree: '本科', major: '信息管理与信息系统', start: '2016-09', end: '2020-06' },
    ]);
    expect(facts.experience).toEqual([
      {
        company: '腾讯科技（深圳）有限公司',
        title: '产品实习生',
        start: '2019-07',
        end: '2019-09',
        achievements: [
          '负责微信支付商户后台需求调研，输出 PRD 3 份',
          '跟进 2 个版本上线，推动新功能转化率提升 12%',
        ],
      },
    ]);
    expect(facts.projects).toEqual([
      {
        name: '校园二手交易小程序',
        description: '连接在校学生的二手交易平台，累计用户 5000+。',
        achievements: ['完成用户访谈与原型设计，组织 4 人团队按期上线。'],
      },
    ]);
    expect(facts.skills).toEqual(['Axure', '墨刀', 'SQL', 'Python']);
  });
});

describe('resume facts, edges', () => {
  it('gives empty lists for text without sections, and never throws on odd input', () => {
    expect(parseResumeFacts('Just a name\nand a line')).toEqual({
      education: [],
      experience: [],
      projects: [],
      skills: [],
      lang: 'en',
    });
    for (const odd of ['', '\n\n\n', 'EXPERIENCE', '技能：', '•\n•\n-', 'EDUCATION\n2019 - 2020\n\n2020']) {
      expect(() => parseResumeFacts(odd)).not.toThrow();
    }
  });
});
