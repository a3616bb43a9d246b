/** One block of a hint as the screens lay it out: a line of text, a point of a list, or a numbered step. */
export type HintBlock =
  | { kind: 'text'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'point'; text: string }
  | { kind: 'step'; n: number; text: string }
  | { kind: 'gap' };

const POINT = /^[•·\-*]\s+/;
const STEP = /^(\d{1,2})(?:[.)]\s+|、\s*)/;

/**
 * A hint's text (the coach's lines, or a model's) as blocks: bullets become points, "1." lines steps, a line
 * that opens a list its heading, blank lines one gap; a line still being written is laid out like a whole one, so a streamed hint does not jump.
 */
export function hintBlocks(text: string): HintBlock[] {
  const blocks: HintBlock[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) {
      if (blocks.length && blocks.at(-1)?.kind !== 'gap') blocks.push({ kind: 'gap' });
      continue;
    }
    const step = STEP.exec(line);
    if (POINT.test(line)) blocks.push({ kind: 'point', text: line.replace(POINT, '') });
    else if (step) blocks.push({ kind: 'step', n: Number(step[1]), text: line.slice(step[0].length) });
    else blocks.push({ kind: 'text', text: line });
  }
  if (blocks.at(-1)?.kind === 'gap') blocks.pop();
  // A line that opens a list is its title ("Key points", "Answer frame").
  return blocks.map((block, i) => {
    const next = blocks[i + 1]?.kind;
    return block.kind === 'text' && (next === 'point' || next === 'step')
      ? { ...block, kind: 'heading' }
      : block;
  });
}
