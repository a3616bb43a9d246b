import type { Lang } from '@offerpilot/shared';

/**
 * Names an interviewer puts into a general question ("why Tencent", "why do you want to be a product manager",
 * 为什么想来字节跳动) read as one placeholder each, so that "why Airbnb" and "why us" are the same question. The
 * placeholders are Latin words that no question says, so both languages' tokenisers keep them whole.
 */
export const COMPANY = 'xcompany';
export const ROLE = 'xrole';

/** Well-known employers, as candidates name them (English and Chinese names; matched case-insensitively). */
const KNOWN_COMPANIES_EN = `
google alphabet microsoft apple amazon aws meta facebook instagram whatsapp netflix airbnb uber lyft stripe
shopify salesforce oracle ibm intel nvidia amd qualcomm cisco adobe sap spotify linkedin twitter tesla
samsung sony tiktok bytedance tencent alibaba alipay antgroup baidu huawei xiaomi meituan pinduoduo temu
shein kuaishou bilibili netease didi xiaohongshu jd.com ctrip trip.com byd nio dji lenovo midea haier
deloitte pwc kpmg mckinsey bcg bain accenture goldman jpmorgan citi citibank hsbc barclays blackrock
cicc unilever nestle l'oreal loreal nike adidas starbucks mcdonald's walmart costco ikea disney zoom
atlassian canva figma notion slack dropbox paypal visa mastercard pepsico coca-cola
`;
/** Multi-word English names (matched before the single words). */
const KNOWN_COMPANIES_EN_PHRASES = [
  'morgan stanley',
  'goldman sachs',
  'jp morgan',
  'procter & gamble',
  'procter and gamble',
  'ernst & young',
  'bank of america',
  'ant group',
  'boston consulting group',
  'coca cola',
];
const KNOWN_COMPANIES_ZH = `
腾讯 阿里巴巴 阿里 蚂蚁 支付宝 淘宝 天猫 字节跳动 字节 抖音 今日头条 美团 京东 百度 华为 小米 拼多多 快手
哔哩哔哩 B站 网易 滴滴 小红书 携程 饿了么 蔚来 理想汽车 小鹏 比亚迪 大疆 联想 美的 海尔 格力 招商银行 招行
工商银行 建设银行 中国银行 平安 中金 中信 德勤 普华永道 安永 毕马威 麦肯锡 埃森哲 宝洁 联合利华 欧莱雅
耐克 阿迪达斯 星巴克 微软 谷歌 苹果 亚马逊 特斯拉 英伟达 英特尔 三星 微信 米哈游 得物 唯品会 贝壳 顺丰
`;

const words = (list: string) => list.trim().split(/\s+/);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest first, so "阿里巴巴" is read before "阿里". */
const alternation = (names: string[]) =>
  [...new Set(names)]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const KNOWN_EN = new RegExp(
  `(?<![\\w.'-])(?:${alternation([...KNOWN_COMPANIES_EN_PHRASES, ...words(KNOWN_COMPANIES_EN)])})(?![\\w'-])`,
  'gi',
);
const KNOWN_ZH = new RegExp(alternation(words(KNOWN_COMPANIES_ZH)), 'gi');

/**
 * "why <Name>" where the name is capitalised and the question ends or turns there ("Why Airbnb specifically?",
 * "so why Stripe and not a bank"): a company, whatever its name.
 */
const WHY_NAME =
  /\b(why|join|joining|joined)\s+(?!I\b)[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,2}(?=\s*(?:[?.!,;]|$|\b(?:specifically|in particular|of all|out of|and not|rather than|instead of|over other|as opposed to)\b))/g;

/**
 * The employer the interviewer speaks for: us, here, you guys, our company, 贵公司, 咱们; and "our" before what
 * it makes (our app, 我们的产品: the house's product, not one the candidate picks).
 */
const HOUSE_EN =
  /\b(?:you guys|(?:our|this|the) (?:company|firm|organi[sz]ation|business)|here(?![\w'-])|our(?= (?:products?|apps?|platforms?|services?|site|website|brands?)\b))|(?<!\b(?:tell|ask|give|show|let|help|send|remind|walk|take|run) )\bus(?![\w'-])/gi;
/** 我们 alone is "the house" only as what the candidate joins or chooses (来我们, 选择我们); else it is "we". */
const HOUSE_ZH =
  /贵公司|贵司|(?:咱们|我们)(?:公司|这边|这里|这儿|这家公司|这家|团队|这)|(?<=(?:来|加入|选择|选|挑|投|投递|进|对|看中|看上|喜欢|是)了?)(?:咱们|我们)/g;

/** The role applied for: this role, the position, a product manager, 这个岗位, 产品经理. */
const ROLE_EN =
  /\b(?:(?:this|the) (?:particular )?(?:role|position|job|opening|opportunity)(?! (?:search|hunt|market|offer|title|description))|(?:senior |junior |lead |principal )?(?:product|project|program|software|backend|back-end|frontend|front-end|full[- ]stack|data|machine learning|ml|marketing|sales|account|operations|ux|ui|graphic|interaction|qa|test|devops|hr|finance|financial|audit|brand|content|community|growth|business|research|android|ios|mobile) (?:manager|engineer|developer|analyst|designer|scientist|consultant|specialist|associate|representative|researcher|executive|operator)s?)\b/gi;
const ROLE_ZH =
  /(?:这个|这份|该|咱们这个|我们这个)(?:岗位|职位|位置|工作)|(?:高级|资深|初级)?(?:产品|项目|客户|销售|市场|品牌|运营|渠道|财务|人力|数据|算法|后端|前端|客户端|安卓|测试|交互|视觉|UI|UX|软件|开发|研发|增长|投资|审计)(?:经理|工程师|开发|设计师|分析师|专员|顾问|运营|主管)/gi;

/**
 * The text with the goal's company, well-known companies, "why <Name>", the house (us, here, 贵公司, 咱们) read
 * as COMPANY, and the role (this position, a product manager, 这个岗位) read as ROLE.
 */
export function withPlaceholders(text: string, lang: Lang, company?: string | null): string {
  let out = text;
  const own = company?.trim();
  if (own) out = out.replace(new RegExp(escape(own), 'gi'), ` ${COMPANY} `);
  if (lang === 'zh') {
    out = out.replace(KNOWN_ZH, ` ${COMPANY} `).replace(KNOWN_EN, ` ${COMPANY} `);
    return out.replace(ROLE_ZH, ` ${ROLE} `).replace(HOUSE_ZH, ` ${COMPANY} `);
  }
  out = out.replace(KNOWN_EN, ` ${COMPANY} `).replace(WHY_NAME, (_, verb: string) => `${verb} ${COMPANY}`);
  return out.replace(ROLE_EN, ` ${ROLE} `).replace(HOUSE_EN, ` ${COMPANY} `);
}
