/** Realistic resumes, en and zh, for the parser and the upload tests (made up people and facts). */

export const EN_RESUME = `Alex Morgan
alex.morgan@example.com | +1 415 555 0142 | San Francisco, CA

SUMMARY
Backend engineer with five years of experience building payment systems.

EXPERIENCE
Senior Software Engineer, Stripe Inc.                    Jul 2021 – Present
• Led the migration of the ledger service to PostgreSQL, cutting p99 latency by 40%.
• Designed an idempotency layer used by 30 internal services.
• Mentored four engineers and ran the team's on-call rotation.

Acme Corp — Software Engineer Intern                     Jun 2020 - Aug 2020
- Built a React dashboard for fraud analysts, used daily by 50 people.
- Wrote integration tests that caught two production bugs before the
  release of the new checkout flow.

PROJECTS
OfferPilot – an AI interview coach for job seekers
- Implemented voice activity detection on the server with Silero.
- Reached 1,000 weekly users within two months.

EDUCATION
University of California, Berkeley                     Aug 2016 – May 2020
B.S. in Computer Science, GPA 3.8/4.0

SKILLS
Languages: TypeScript, Go, Python, SQL
Tools: PostgreSQL | Redis | Kubernetes | AWS
`;

export const ZH_RESUME = `张伟
电话：138-0000-0000 | 邮箱：zhangwei@example.com

教育背景
2019.09 - 2023.06  浙江大学  计算机科学与技术  本科
2023.09 - 2026.06  清华大学 | 软件工程 | 硕士

工作经历
2021年3月至今  字节跳动  高级后端工程师
- 负责抖音直播打赏系统的设计与开发，支撑日均千万级订单。
- 主导服务从单体拆分为微服务，接口平均延迟降低35%。
阿里巴巴集团 | Java开发实习生 | 2020.07-2020.10
工作内容：参与淘宝商品搜索排序模块的开发，优化召回策略，点击率提升3%。

项目经历
在线教育直播平台 | 后端负责人 | 2022.03-2022.08
项目描述：面向中小学生的在线直播课平台，支持万人同时在线。
1. 使用 Go 和 Redis 实现课堂实时消息推送。
2. 设计分布式限流方案，保证高峰期服务稳定。

专业技能
熟练掌握 Java、Go、Python 等编程语言
熟悉 MySQL、Redis、Kafka、Spring Boot
了解 Docker | Kubernetes

自我评价
性格开朗，学习能力强，具有良好的团队合作精神。
`;

/** Another English layout: "Title at Company", dates first, a degree before the school. */
export const EN_RESUME_COMPACT = `PRIYA SHAH — Data Analyst

Professional Experience
09/2022 - Present | Data Analyst at Globex Corporation
* Built weekly revenue dashboards in Looker for the sales leadership.
* Automated the churn report, saving 6 hours a week.

Product Analyst Intern, Initech LLC, Jun 2021 - Aug 2021
Analysed A/B tests of the onboarding flow and presented the results to the product team.

Education
M.S. in Business Analytics, Columbia University, 2020 – 2022
B.A., Economics
University of Michigan, 2016 - 2020

Technical Skills: SQL; Python (pandas); Tableau / Looker; Excel
`;

/** Another Chinese layout: numbered headings, labels, a date after the company, 实习经历. */
export const ZH_RESUME_LABELLED = `李娜 | 产品经理

一、教育经历
北京大学  信息管理与信息系统专业（本科）  2016年9月-2020年6月

二、实习经历
腾讯科技（深圳）有限公司  2019.07-2019.09
职位：产品实习生
● 负责微信支付商户后台需求调研，输出 PRD 3 份
● 跟进 2 个版本上线，推动新功能转化率提升 12%

三、项目经验
项目名称：校园二手交易小程序
项目描述：连接在校学生的二手交易平台，累计用户 5000+。
主要工作：完成用户访谈与原型设计，组织 4 人团队按期上线。

技能：Axure、墨刀、SQL、Python
`;
