import type { Lang } from '@offerpilot/shared';

/** One utterance to transcribe: PCM16 mono at 16 kHz. */
export interface TranscribeRequest {
  audio: Int16Array;
  lang: Lang;
  /** Words the recogniser should expect (names, jargon), where the engine supports it. */
  prompt?: string;
  signal?: AbortSignal;
}

/** The text of an utterance, and the language the engine heard when it says. */
export interface Transcript {
  text: string;
  lang?: string;
}

/** Transcribes whole utterances (cut by the VAD). Errors are ProviderError. */
export interface UtteranceRecognizer {
  readonly id: string;
  transcribe(request: TranscribeRequest): Promise<Transcript>;
}

/** A partial (may still change) or final (settled, the recogniser moved on) result of a stream. */
export interface RecognitionResult {
  text: string;
  final: boolean;
}

/** One open recognition stream. */
export interface RecognitionStream {
  /** Feeds PCM16 mono 16 kHz audio; results arrive through `onResult` as they are decoded. */
  write(pcm: Int16Array): void;
  /** No more audio: decodes what is left and gives the last final result before resolving. */
  end(): Promise<void>;
  /** Drops the stream without further results. */
  abort(): void;
}

/** A recogniser that listens while the audio comes in. */
export interface StreamingRecognizer {
  readonly id: string;
  open(options: { lang: Lang; onResult: (result: RecognitionResult) => void }): RecognitionStream;
}
