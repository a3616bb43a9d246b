import type { Lang } from '@offerpilot/shared';

/** Text to speak. */
export interface SynthesizeRequest {
  text: string;
  lang: Lang;
  /** Overrides the configured voice. */
  voice?: string;
  signal?: AbortSignal;
}

/** Encoded audio, ready to send to a browser. */
export interface SynthesizedSpeech {
  audio: Buffer;
  mime: string;
}

/** Speaks text on the server. Without one, the web app uses the browser's voice. Errors are ProviderError. */
export interface SpeechSynthesizer {
  readonly id: string;
  synthesize(request: SynthesizeRequest): Promise<SynthesizedSpeech>;
}
