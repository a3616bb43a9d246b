import type { EngineKind } from '@offerpilot/shared';

/** The key of a question type's name; a type the dictionary does not name reads as "other". */
export const questionTypeKey = (type: string, exists: (key: string) => boolean): string =>
  exists(`liveSession.types.${type}`) ? `liveSession.types.${type}` : 'liveSession.types.other';

/** The key of the engine's name: the built-in offline coach or the configured model. */
export const engineKey = (engine: EngineKind): string => `liveSession.engine.${engine}`;

/** The key of the bank match's words: from the bank, or not in it (a general frame). */
export const bankKey = (inBank: boolean): string =>
  inBank ? 'liveSession.grounding.inBank' : 'liveSession.grounding.notInBank';
