import { BIGRAM_MARK } from '../text/tokenize.ts';

/** BM25 saturation (k1) and length normalisation (b). */
export interface Bm25Params {
  k1: number;
  b: number;
  /** Weight of a Chinese character-bigram term relative to a word (they back words up, not replace them). */
  bigramWeight: number;
  /** Weight of a synonym added to an English query ("error" for "mistake"). */
  synonymWeight: number;
}

/** Tuned on the shipped retrieve suite (apps/server/eval/retrieve.jsonl); see eval/README.md. */
export const DEFAULT_BM25: Bm25Params = { k1: 1.2, b: 0.75, bigramWeight: 0.3, synonymWeight: 0.5 };

/** A query: each term with its weight (1 for a word of the text, less for bigrams and synonyms). */
export type Query = Map<string, number>;

/** The query of a text's terms: bigram terms at `bigramWeight`, each synonym at `synonymWeight`. */
export function weightedQuery(
  terms: string[],
  params: Bm25Params = DEFAULT_BM25,
  synonyms: (term: string) => readonly string[] = () => [],
): Query {
  const query: Query = new Map();
  for (const t of terms) query.set(t, t.startsWith(BIGRAM_MARK) ? params.bigramWeight : 1);
  for (const t of terms) {
    for (const s of synonyms(t)) if (!query.has(s)) query.set(s, params.synonymWeight);
  }
  return query;
}

/** One field of a document: its terms and how much one occurrence counts (question text > key points). */
export interface Field {
  terms: string[];
  weight: number;
}

interface Posting {
  docs: number[];
  tfs: number[];
  idf: number;
}

/** An immutable BM25F-style index: field-weighted term frequencies, one length per document. */
export interface Bm25Index<T> {
  items: T[];
  postings: Map<string, Posting>;
  lengths: Float64Array;
  averageLength: number;
  params: Bm25Params;
}

/** A ranked hit. */
export interface Hit<T> {
  item: T;
  index: number;
  score: number;
}

/** Builds the index; each document is its fields, already turned into terms. */
export function buildBm25<T>(
  docs: { item: T; fields: Field[] }[],
  params: Bm25Params = DEFAULT_BM25,
): Bm25Index<T> {
  const postings = new Map<string, Posting>();
  const lengths = new Float64Array(docs.length);
  docs.forEach((doc, d) => {
    const tf = new Map<string, number>();
    for (const field of doc.fields) {
      for (const term of field.terms) {
        const w = field.weight * (term.startsWith(BIGRAM_MARK) ? params.bigramWeight : 1);
        tf.set(term, (tf.get(term) ?? 0) + w);
        lengths[d] = (lengths[d] ?? 0) + w;
      }
    }
    for (const [term, f] of tf) {
      let p = postings.get(term);
      if (!p) postings.set(term, (p = { docs: [], tfs: [], idf: 0 }));
      p.docs.push(d);
      p.tfs.push(f);
    }
  });
  const n = docs.length;
  for (const p of postings.values()) {
    // The BM25+ style "+1" keeps idf positive for terms in more than half the documents.
    p.idf = Math.log(1 + (n - p.docs.length + 0.5) / (p.docs.length + 0.5));
  }
  const total = lengths.reduce((s, l) => s + l, 0);
  return {
    items: docs.map((d) => d.item),
    postings,
    lengths,
    averageLength: total / Math.max(1, n) || 1,
    params,
  };
}

/**
 * The k best documents for the query. `factor(item)` multiplies a document's score (0 drops it),
 * which is how filters and boosts are applied without a second pass.
 */
export function searchBm25<T>(
  index: Bm25Index<T>,
  query: Query,
  k: number,
  factor?: (item: T) => number,
): Hit<T>[] {
  const { k1, b } = index.params;
  const scores = new Float64Array(index.items.length);
  const touched: number[] = [];
  for (const [term, qw] of query) {
    const p = index.postings.get(term);
    if (!p) continue;
    for (let i = 0; i < p.docs.length; i++) {
      const d = p.docs[i] as number;
      const tf = p.tfs[i] as number;
      const norm = k1 * (1 - b + (b * (index.lengths[d] as number)) / index.averageLength);
      if (scores[d] === 0) touched.push(d);
      scores[d] = (scores[d] as number) + (qw * p.idf * (tf * (k1 + 1))) / (tf + norm);
    }
  }
  const hits: Hit<T>[] = [];
  for (const d of touched) {
    const item = index.items[d] as T;
    const score = (scores[d] as number) * (factor ? factor(item) : 1);
    if (score > 0) hits.push({ item, index: d, score });
  }
  hits.sort((x, y) => y.score - x.score || x.index - y.index);
  return hits.slice(0, k);
}
