import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text.tsx';

describe('TaggedText', () => {
  it('renders tagged parts in the order of the sentence', () => {
    const html = renderToStaticMarkup(
      <TaggedText
        text="我已阅读并同意<agreement>《用户协议》</agreement>和<privacy>《隐私政策》</privacy>"
        tags={{
          agreement: (inner) => <a href="#a">{inner}</a>,
          privacy: (inner) => <a href="#p">{inner}</a>,
        }}
      />,
    );
    expect(html).toBe('我已阅读并同意<a href="#a">《用户协议》</a>和<a href="#p">《隐私政策》</a>');
  });

  it('keeps the text of unknown tags', () => {
    expect(renderToStaticMarkup(<TaggedText text="a <b>bold</b> c" tags={{}} />)).toBe('a bold c');
  });
});
