import { findDateRange, type DateRange } from './dates.ts';
import { isBullet, isSentence, splitLabel, stripBullet } from './lines.ts';

/** One entry of a section: its heading lines (dates taken out), its date range and its bullet lines. */
export interface Block {
  header: string[];
  dates: DateRange | null;
  sentences: string[];
  bullets: string[];
}

const newBlock = (): Block => ({ header: [], dates: null, sentences: [], bullets: [] });

/** A line that only labels what follows ("Responsibilities:", "主要工作："). */
const isBareLabel = (line: string) => splitLabel(line)?.value === '' && line.length <= 24;

/**
 * Appends a wrapped line to the bullet it continues (a PDF breaks long bullets into lines). `tail` is the
 * bullet's last line: its end is the bullet's end, and the whole bullet, which grows with every line, is
 * never read again here.
 */
function continues(block: Block, line: string, tail: string): boolean {
  const last = block.bullets.length - 1;
  if (last < 0 || !/^[a-z(]/.test(line) || /[.。;；]$/.test(tail)) return false;
  block.bullets[last] += ` ${line}`;
  return true;
}

function addHeader(block: Block, line: string, range: DateRange | null): void {
  if (range && !block.dates) block.dates = range;
  const rest = range ? `${line.slice(0, range.index)}  ${line.slice(range.index + range.length)}` : line;
  if (rest.trim()) block.header.push(rest.trim());
}

type StartsEntry = (line: string, block: Block) => boolean;

/** Whether a line that is neither a bullet nor a wrapped bullet opens the next entry. */
function opensEntry(
  block: Block,
  line: string,
  range: DateRange | null,
  gap: boolean,
  starts: StartsEntry,
): boolean {
  if (range && block.dates) return true;
  if (!range && isSentence(line)) return false;
  return (
    block.bullets.length > 0 ||
    block.sentences.length > 0 ||
    (gap && block.header.length > 0) ||
    starts(line, block)
  );
}

/**
 * Groups the lines of a section into entries. A new entry starts at a heading-like line that follows
 * bullets, at a second date range, after a blank line, or where the section says so (`startsEntry`);
 * sentence lines after a heading are achievements.
 */
export function blocksOf(lines: string[], startsEntry: StartsEntry = () => false): Block[] {
  const blocks: Block[] = [];
  let block: Block | null = null;
  let gap = false;
  let tail = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || isBareLabel(line)) {
      gap ||= !line;
      continue;
    }
    if (isBullet(line)) {
      if (!block) blocks.push((block = newBlock()));
      block.bullets.push((tail = stripBullet(line)));
    } else if (block && continues(block, line, tail)) {
      tail = line;
    } else {
      const range = findDateRange(line);
      if (!block || opensEntry(block, line, range, gap, startsEntry)) blocks.push((block = newBlock()));
      if (!range && isSentence(line) && block.header.length > 0) block.sentences.push(line);
      else addHeader(block, line, range);
    }
    gap = false;
  }
  return blocks;
}
