import type { ExperienceFact } from '@offerpilot/shared';
import type { Block } from './blocks.ts';
import { clip, splitLabel, splitParts } from './lines.ts';

const TITLE =
  /\b(?:engineer|developer|programmer|manager|intern|analyst|designer|lead|director|consultant|specialist|scientist|architect|officer|head|president|coordinator|assistant|associate|administrator|researcher|owner|founder|marketer|strategist|accountant|representative|executive|technician|teacher|tutor|editor|writer|sde|swe|cto|ceo|cfo|vp)s?\b|工程师|经理|实习生|实习|开发|分析师|设计师|专员|主管|总监|顾问|架构师|负责人|助理|运营|产品|研究员|组长|主任|讲师|创始人|合伙人|销售|会计|客服|编辑|测试/i;
const COMPANY =
  /\b(?:inc|corp|corporation|ltd|llc|gmbh|co|company|group|technologies|technology|tech|labs?|bank|university|institute|studio|capital|partners|holdings|systems|solutions|software|games|consulting|ventures)\b\.?|公司|集团|科技|银行|有限|工作室|研究院|研究所|大学|实验室|网络|证券|基金|事务所|医院|学院|中心|字节跳动|腾讯|阿里巴巴|百度|美团|京东|华为|小米|网易|拼多多|快手|滴滴/i;
const COMPANY_LABEL = /^(?:company|employer|organization|公司|公司名称|单位|工作单位)$/i;
const TITLE_LABEL = /^(?:title|position|role|职位|岗位|职务|担任职位)$/i;
const LOCATION = /^(?:remote|[A-Z][a-z]+,\s?[A-Z]{2}|北京|上海|广州|深圳|杭州|成都|南京|武汉|西安|苏州)$/;

const score = (part: string, pattern: RegExp) => (pattern.test(part) ? 1 : 0);

/** Company and title among the parts of an entry's heading, by their words, labels and order. */
function companyAndTitle(parts: string[]): { company: string; title: string } {
  let company = '';
  let title = '';
  const rest: string[] = [];
  for (const part of parts) {
    const label = splitLabel(part);
    if (label && COMPANY_LABEL.test(label.label)) company ||= label.value;
    else if (label && TITLE_LABEL.test(label.label)) title ||= label.value;
    else if (!LOCATION.test(part)) rest.push(part);
  }
  const titleLike = (p: string) => score(p, TITLE) - score(p, COMPANY);
  if (!title) {
    const best = rest.filter((p) => p !== company).sort((a, b) => titleLike(b) - titleLike(a))[0];
    if (best && titleLike(best) > 0) title = best;
  }
  if (!company)
    company = rest.filter((p) => p !== title).sort((a, b) => titleLike(a) - titleLike(b))[0] ?? '';
  if (!title) title = rest.find((p) => p !== company) ?? '';
  return { company, title };
}

/** Achievements of an entry: its bullets and sentences, without labels such as "工作内容：". */
export function achievementsOf(block: Block): string[] {
  return [...block.sentences, ...block.bullets]
    .map((line) => {
      const label = splitLabel(line);
      return clip(label && label.label.length <= 8 && label.value ? label.value : line);
    })
    .filter((line) => line.length > 0)
    .slice(0, 30);
}

/** One work or internship entry from a block. */
export function readExperience(block: Block, lang: 'en' | 'zh'): ExperienceFact {
  const parts = block.header.flatMap((h) => splitParts(h, lang === 'zh'));
  const { company, title } = companyAndTitle(parts);
  return {
    company: clip(company),
    title: clip(title),
    start: block.dates?.start ?? '',
    end: block.dates?.end ?? '',
    achievements: achievementsOf(block),
  };
}
