import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enErrors from '../../../../packages/shared/src/i18n/en/errors.json' with { type: 'json' };
import enWeb from '../../../../packages/shared/src/i18n/en/web.json' with { type: 'json' };
import zhErrors from '../../../../packages/shared/src/i18n/zh/errors.json' with { type: 'json' };
import zhWeb from '../../../../packages/shared/src/i18n/zh/web.json' with { type: 'json' };
import { connectProblem, disconnectMessage, disconnectProblem, type SocketState } from './socket.ts';
import { socketProblemText } from './socket-texts.ts';

const i18n = i18next.createInstance();
await i18n.init({
  resources: { en: { web: enWeb, errors: enErrors }, zh: { web: zhWeb, errors: zhErrors } },
  lng: 'zh',
  ns: ['web', 'errors'],
  defaultNS: 'web',
  interpolation: { escapeValue: false },
});

const failed = (error: Error & { data?: unknown }): SocketState => ({
  status: 'failed',
  message: error.message,
  problem: connectProblem(error),
});

describe('what the socket overlay says', () => {
  it('says in Chinese that the server cannot be reached, keeping the transport text as a detail', () => {
    const text = socketProblemText(failed(new Error('xhr poll error')), i18n.getFixedT('zh'));
    expect(text).toEqual({
      text: '无法连接到服务器，请检查网络，我们会继续重试。',
      detail: 'xhr poll error',
    });
    expect(text?.text).not.toMatch(/[a-z]{3}/i);
    const en = socketProblemText(failed(new Error('websocket error')), i18n.getFixedT('en'));
    expect(en?.text).toMatch(/^Cannot reach the server/);
  });

  it("translates the server's refusal by its key, else keeps the server's own words", () => {
    const refused = Object.assign(new Error('Please sign in first.'), { data: { error: 'auth.required' } });
    expect(socketProblemText(failed(refused), i18n.getFixedT('zh'))).toEqual({
      text: '请先登录。',
      detail: null,
    });
    const unknown = Object.assign(new Error('服务器说不行'), { data: { error: 'no.such.key' } });
    expect(socketProblemText(failed(unknown), i18n.getFixedT('zh'))?.text).toBe('服务器说不行');
  });

  it('tells a dropped transport from an ended connection, and says nothing while all is well', () => {
    const dropped: SocketState = {
      status: 'failed',
      message: disconnectMessage('transport close'),
      problem: disconnectProblem('transport close'),
    };
    expect(socketProblemText(dropped, i18n.getFixedT('en'))).toEqual({
      text: 'The connection to the server was lost. Reconnecting…',
      detail: 'close: transport close',
    });
    expect(disconnectProblem('io server disconnect')).toEqual({ kind: 'disconnected' });
    expect(
      socketProblemText({ status: 'connecting', message: null, problem: null }, i18n.getFixedT('en')),
    ).toBeNull();
  });
});
