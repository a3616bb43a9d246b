import type { ProjectFact } from '@offerpilot/shared';
import type { Block } from './blocks.ts';
import { achievementsOf } from './experience.ts';
import { clip, splitLabel, splitParts } from './lines.ts';

const NAME_LABEL = /^(?:project|project name|name|项目名称|项目名|项目)$/i;
const DESCRIPTION_LABEL =
  /^(?:description|overview|summary|about|项目描述|项目简介|项目介绍|项目背景|简介|描述)$/i;
const ROLE = /\b(?:role|lead|developer|engineer|owner|member)\b|负责人|开发|工程师|组长|成员|角色|担任/i;

/** One project from a block: its name, a description and its achievements. */
export function readProject(block: Block, lang: 'en' | 'zh'): ProjectFact {
  let name = '';
  let description = '';
  const others: string[] = [];
  for (const part of block.header.flatMap((h) => splitParts(h, lang === 'zh'))) {
    const label = splitLabel(part);
    if (label && NAME_LABEL.test(label.label)) name ||= label.value;
    else if (label && DESCRIPTION_LABEL.test(label.label)) description ||= label.value;
    else others.push(part);
  }
  name ||= others.shift() ?? '';
  const sentences = [...block.sentences];
  const described = sentences.findIndex((s) => DESCRIPTION_LABEL.test(splitLabel(s)?.label ?? ''));
  if (!description && described >= 0)
    description = splitLabel(sentences.splice(described, 1)[0] ?? '')?.value ?? '';
  // "OfferPilot – an AI interview coach": what follows the name describes it, unless it is the role.
  description ||= others.filter((p) => !ROLE.test(p)).join(', ');
  if (!description && block.bullets.length > 0 && sentences.length > 0) description = sentences.shift() ?? '';
  return {
    name: clip(name),
    description: clip(description),
    achievements: achievementsOf({ ...block, sentences }),
  };
}
