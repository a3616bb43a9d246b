import { trimEndOf } from '@offerpilot/shared';
export interface WechatConfig {
  appId: string;
  appSecret: string;
  /** https://open.weixin.qq.com: where the QR page lives. */
  openBase: string;
  /** https://api.weixin.qq.com: where codes become tokens and profiles. */
  apiBase: string;
}

/** What WeChat tells about the person who scanned the code. */
export interface WechatProfile {
  openid: string;
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
}

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  openid?: string;
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
}

async function getJson(url: URL): Promise<WechatAnswer> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`WeChat answered ${res.status} for ${url.pathname}`);
  const answer = (await res.json()) as WechatAnswer;
  if (answer.errcode)
    throw new Error(`WeChat error ${answer.errcode} ${answer.errmsg ?? ''} at ${url.pathname}`);
  return answer;
}

const at = (base: string, path: string): URL => new URL(`${trimEndOf(base, '/')}${path}`);

/** The website-application OAuth of WeChat Open Platform ("qrconnect", scope snsapi_login). */
export function createWechatOAuth(config: WechatConfig) {
  return {
    /** The QR page address the browser is sent to. */
    authorizeUrl(redirectUri: string, state: string): string {
      const url = at(config.openBase, '/connect/qrconnect');
      url.search = new URLSearchParams({
        appid: config.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      }).toString();
      return `${url.toString()}#wechat_redirect`;
    },

    /** Trades the one-time code for an access token, then reads the profile. */
    async profile(code: string): Promise<WechatProfile> {
      const tokenUrl = at(config.apiBase, '/sns/oauth2/access_token');
      tokenUrl.search = new URLSearchParams({
        appid: config.appId,
        secret: config.appSecret,
        code,
        grant_type: 'authorization_code',
      }).toString();
      const token = await getJson(tokenUrl);
      if (!token.access_token || !token.openid) throw new Error('WeChat gave no access token');
      const infoUrl = at(config.apiBase, '/sns/userinfo');
      infoUrl.search = new URLSearchParams({
        access_token: token.access_token,
        openid: token.openid,
      }).toString();
      const info = await getJson(infoUrl);
      return {
        openid: token.openid,
        unionid: info.unionid ?? token.unionid,
        nickname: info.nickname,
        headimgurl: info.headimgurl,
      };
    },
  };
}
export type WechatOAuth = ReturnType<typeof createWechatOAuth>;
