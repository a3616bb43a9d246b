/**
 * Why a document was refused; the service turns it into `materials.<reason>`. `tooMuchData`: it inflates past
 * a ceiling (a compression bomb); `tooSlow`: reading it took longer than the reader is given.
 */
export type DocumentProblem = 'unsupportedType' | 'unreadable' | 'empty' | 'tooMuchData' | 'tooSlow';

/** A refused upload: not one of the accepted types, unreadable, without text, or past a ceiling. */
export class DocumentError extends Error {
  readonly problem: DocumentProblem;
  constructor(problem: DocumentProblem, cause?: unknown) {
    super(`document ${problem}`, { cause });
    this.problem = problem;
  }
}
