import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated sentence with `<name>…</name>` parts rendered by `tags` (links inside a sentence), in the
 * order each language puts them. Smaller than react-i18next's Trans, which the sign-in page would load.
 */
export function TaggedText({
  text,
  tags,
}: {
  text: string;
  tags: Record<string, (inner: string) => ReactNode>;
}) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(text.slice(last, match.index));
    const render = tags[name];
    parts.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
