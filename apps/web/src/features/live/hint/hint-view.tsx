import type { ReactNode } from 'react';
import { hintBlocks, type HintBlock } from './hint-text.ts';
import './hint.css';

const caret = <span className="hint-caret" aria-hidden="true" />;

function Block({ block, end }: { block: Exclude<HintBlock, { kind: 'gap' }>; end: ReactNode }) {
  if (block.kind === 'text' || block.kind === 'heading') {
    return (
      <p className={block.kind === 'heading' ? 'hint-heading' : 'hint-line'}>
        {block.text}
        {end}
      </p>
    );
  }
  return (
    <p className={block.kind === 'point' ? 'hint-point' : 'hint-step'}>
      <span className="hint-mark" aria-hidden={block.kind === 'point' || undefined}>
        {block.kind === 'point' ? '•' : `${block.n}.`}
      </span>
      {block.text}
      {end}
    </p>
  );
}

/**
 * A hint's text laid out for a glance: its lines, its key points as a list, its steps numbered; a caret after
 * the last word while it is being written. Plain elements, so that the phone's light page shows it too.
 */
export function HintView({ text, writing, testId }: { text: string; writing: boolean; testId?: string }) {
  const blocks = hintBlocks(text);
  const last = blocks.length - 1;
  return (
    <div className="hint-view" data-testid={testId} data-writing={writing || undefined}>
      {blocks.map((block, i) =>
        block.kind === 'gap' ? (
          <div key={i} className="hint-gap" aria-hidden="true" />
        ) : (
          <Block key={i} block={block} end={writing && i === last ? caret : null} />
        ),
      )}
      {writing && blocks.length === 0 && caret}
    </div>
  );
}
