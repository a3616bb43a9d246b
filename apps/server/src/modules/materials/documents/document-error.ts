/** Why a document was refused; the service turns it into `materials.<reason>`. */
export type DocumentProblem = 'unsupportedType' | 'unreadable' | 'empty';

/** A refused upload: not one of the accepted types, unreadable, or without text. */
export class DocumentError extends Error {
  readonly problem: DocumentProblem;
  constructor(problem: DocumentProblem, cause?: unknown) {
    super(`document ${problem}`, { cause });
    this.problem = problem;
  }
}
