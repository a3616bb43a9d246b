import { synonymsOf } from '../text/synonyms.ts';
import { searchTerms } from '../text/tokenize.ts';
import {
  buildBm25,
  DEFAULT_BM25,
  searchBm25,
  weightedQuery,
  type Bm25Index,
  type Bm25Params,
} from './bm25.ts';

/** A piece of the user's own material: a resume fact, a chunk of resume text, a goal requirement. */
export interface MaterialChunk {
  id: string;
  text: string;
  /** For example `fact`, `resume`, `requirement`: callers filter by it. */
  kind: string;
}

/** A user's materials, indexed apart from the bank so one user's words never weigh on another's. */
export type MaterialIndex = Bm25Index<MaterialChunk>;

/** A ranked chunk. */
export interface MaterialHit {
  id: string;
  score: number;
  chunk: MaterialChunk;
}

/** Indexes a user's chunks (both languages in one index: a resume often mixes them). */
export function buildMaterialIndex(
  chunks: MaterialChunk[],
  params: Bm25Params = DEFAULT_BM25,
): MaterialIndex {
  return buildBm25(
    chunks.map((c) => ({ item: c, fields: [{ terms: searchTerms(c.text), weight: 1 }] })),
    params,
  );
}

/** The chunks that best fit a question, best first; `kinds` keeps only those kinds. */
export function searchMaterials(
  index: MaterialIndex,
  text: string,
  options: { k?: number; kinds?: string[]; minScore?: number } = {},
): MaterialHit[] {
  const { k = 5, kinds, minScore = 0 } = options;
  const factor = kinds ? (c: MaterialChunk) => (kinds.includes(c.kind) ? 1 : 0) : undefined;
  const query = weightedQuery(searchTerms(text), index.params, synonymsOf);
  return searchBm25(index, query, k, factor)
    .filter((h) => h.score >= minScore)
    .map((h) => ({ id: h.item.id, score: h.score, chunk: h.item }));
}
