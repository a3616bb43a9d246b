import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeHttp, json, type FakeHttp } from './fakes.ts';
import { call, DB_KINDS, startTestServer, type TestServer } from './support.ts';

const noRedirect = { redirect: 'manual' } as const;

describe.each(DB_KINDS)('WeChat QR sign-in against a local fake of WeChat on %s', (kind) => {
  let wechat: FakeHttp;
  let t: TestServer;
  beforeAll(async () => {
    wechat = await fakeHttp((req, res) => {
      if (req.path === '/sns/oauth2/access_token') {
        if (req.query.get('appid') !== 'wx-app' || req.query.get('secret') !== 'wx-secret')
          return json(res, 200, { errcode: 40125 });
        const code = req.query.get('code') ?? '';
        if (!code.startsWith('good-code')) return json(res, 200, { errcode: 40029, errmsg: 'invalid code' });
        return json(res, 200, {
          access_token: `AT-${code}`,
          expires_in: 7200,
          openid: code === 'good-code' ? 'openid-1' : `openid-${code}`,
          scope: 'snsapi_login',
          unionid: 'u-1',
        });
      }
      if (req.path === '/sns/userinfo' && req.query.get('access_token')?.startsWith('AT-')) {
        return json(res, 200, {
          openid: req.query.get('openid'),
          nickname: '微信用户',
          headimgurl: 'https://wx.qlogo.cn/a.png',
          unionid: 'u-1',
        });
      }
      return json(res, 404, { errcode: 1 });
    });
    t = await startTestServer({
      kind,
      env: {
        WECHAT_APP_ID: 'wx-app',
        WECHAT_APP_SECRET: 'wx-secret',
        WECHAT_OPEN_BASE: wechat.url,
        WECHAT_API_BASE: wechat.url,
        PUBLIC_URL: 'https://offerpilot.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await wechat.close();
  });

  const start = async (query = '') => {
    const res = await fetch(`${t.url}/api/auth/wechat/start${query}`, noRedirect);
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location') ?? '');
  };
  const callback = async (query: string) => {
    const res = await fetch(`${t.url}/api/auth/wechat/callback?${query}`, noRedirect);
    expect(res.status).toBe(302);
    return res.headers.get('location') ?? '';
  };

  it('sends the browser to qrconnect with our callback and a signed state', async () => {
    const to = await start();
    expect(`${to.origin}${to.pathname}`).toBe(`${wechat.url}/connect/qrconnect`);
    expect(to.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      appid: 'wx-app',
      redirect_uri: 'https://offerpilot.example/api/auth/wechat/callback',
      response_type: 'code',
      scope: 'snsapi_login',
    });
    expect((to.searchParams.get('state') ?? '').length).toBeLessThanOrEqual(128);
    expect((await call(t.url, '/api/auth/options')).json.result.wechat).toEqual({ enabled: true });
  });

  it('signs the scanner in with a token in the fragment, creating the account with newcomer items', async () => {
    const state = (await start()).searchParams.get('state') ?? '';
    const location = await callback(`code=good-code&state=${encodeURIComponent(state)}`);
    expect(location).toMatch(/^\/Redirect#token=[\w-]{43}$/);
    const token = location.split('token=')[1] ?? '';
    const info = await call(t.url, '/api/user/info', { headers: { authorization: token } });
    expect(info.json.result.userInfo).toMatchObject({
      nickName: '微信用户',
      avatar: 'https://wx.qlogo.cn/a.png',
      email: null,
    });
    expect(info.json.result.userItem).toMatchObject({ mocks: 1, careers: 1 });
    const again = await callback(
      `code=good-code&state=${encodeURIComponent((await start()).searchParams.get('state') ?? '')}`,
    );
    const second = await call(t.url, '/api/user/info', {
      headers: { authorization: again.split('token=')[1] ?? '' },
    });
    expect(second.json.result.userInfo.uid).toBe(info.json.result.userInfo.uid);
  });

  it('carries the referrer of the invite link through the state to the new account', async () => {
    const inviter = await callback(
      `code=good-code&state=${encodeURIComponent((await start()).searchParams.get('state') ?? '')}`,
    );
    const inviterInfo = await call(t.url, '/api/user/info', {
      headers: { authorization: inviter.split('token=')[1] ?? '' },
    });
    const inviterUid = inviterInfo.json.result.userInfo.uid as number;
    const state = (await start(`?inviteruid=${inviterUid}`)).searchParams.get('state') ?? '';
    expect(await callback(`code=good-code-friend&state=${encodeURIComponent(state)}`)).toMatch(
      /^\/Redirect#token=/,
    );
    const rows = await t.database.db.query.users.findMany({
      columns: { wechatOpenId: true, inviterUid: true },
    });
    expect(rows.find((r) => r.wechatOpenId === 'openid-good-code-friend')?.inviterUid).toBe(inviterUid);
  });

  it('ends on /Redirect?error=wechat for a forged state, a missing code or a refused code', async () => {
    const state = (await start()).searchParams.get('state') ?? '';
    const forged = `${state.slice(0, -2)}xx`;
    expect(await callback(`code=good-code&state=${encodeURIComponent(forged)}`)).toBe(
      '/Redirect?error=wechat',
    );
    expect(await callback(`state=${encodeURIComponent(state)}`)).toBe('/Redirect?error=wechat');
    expect(await callback(`code=bad-code&state=${encodeURIComponent(state)}`)).toBe('/Redirect?error=wechat');
  });
});

describe('WeChat sign-in without its settings', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('answers 404 auth.wechatDisabled on both routes and says so in the options', async () => {
    for (const path of ['/api/auth/wechat/start', '/api/auth/wechat/callback?code=a&state=b']) {
      const r = await call(t.url, path, { headers: { lang: 'en' } });
      expect(r.status).toBe(404);
      expect(r.json).toMatchObject({
        error: 'auth.wechatDisabled',
        message: 'WeChat sign-in is not available.',
      });
    }
    expect((await call(t.url, '/api/auth/options')).json.result.wechat).toEqual({ enabled: false });
  });
});
