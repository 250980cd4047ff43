import { DIRECT_REFERRER, DeviceType } from '@domainfolio/contracts';
import { agentOf, deviceOf, isBotAgent, referrerHost } from './visit-classifier';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const KINDLE =
  'Mozilla/5.0 (Linux; Android 11; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/130.4.1 like Chrome/130.0.6723.102 Safari/537.36';
const OPERA_MINI =
  'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54';

describe('isBotAgent', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['DuckDuckBot', 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)'],
    ['AhrefsBot', 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)'],
    [
      'GPTBot',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    ],
    [
      'Facebook preview',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    ],
    ['Slack preview', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['X preview', 'Twitterbot/1.0'],
    ['WhatsApp preview', 'WhatsApp/2.23.20.0'],
    ['Telegram preview', 'TelegramBot (like TwitterBot)'],
    ['Discord preview', 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)'],
    [
      'LinkedIn preview',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    ],
    ['an uptime monitor', 'Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)'],
    ['curl', 'curl/8.5.0'],
    ['python-requests', 'python-requests/2.32.3'],
    [
      'a headless browser',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ],
  ])('counts %s as a bot', (_, agent) => {
    expect(isBotAgent(agent)).toBe(true);
    expect(agentOf(agent).bot).toBe(true);
  });

  it('counts a request without a user agent as a bot', () => {
    expect(isBotAgent(undefined)).toBe(true);
    expect(isBotAgent('')).toBe(true);
    expect(agentOf(undefined).bot).toBe(true);
  });

  it.each([CHROME_WINDOWS, SAFARI_MAC, FIREFOX_LINUX, IPHONE, ANDROID_PHONE, IPAD, ANDROID_TABLET])(
    'counts a browser as a person: %s',
    (agent) => {
      expect(isBotAgent(agent)).toBe(false);
      expect(agentOf(agent).bot).toBe(false);
    },
  );
});

describe('deviceOf', () => {
  it.each([
    [CHROME_WINDOWS, DeviceType.DESKTOP],
    [SAFARI_MAC, DeviceType.DESKTOP],
    [FIREFOX_LINUX, DeviceType.DESKTOP],
    [IPHONE, DeviceType.MOBILE],
    [ANDROID_PHONE, DeviceType.MOBILE],
    [OPERA_MINI, DeviceType.MOBILE],
    ['Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1) Edge/15.15063', DeviceType.MOBILE],
    [IPAD, DeviceType.TABLET],
    [ANDROID_TABLET, DeviceType.TABLET],
    [KINDLE, DeviceType.TABLET],
    ['', DeviceType.DESKTOP],
  ])('%s → %s', (agent, device) => {
    expect(deviceOf(agent)).toBe(device);
  });

  it('reads only the start of a hostile, very long user agent, quickly', () => {
    const hostile = `Mozilla/5.0 (${'a'.repeat(100_000)} iPhone)`;
    const started = process.hrtime.bigint();
    // The iPhone token lies past the part that is read.
    expect(deviceOf(hostile)).toBe(DeviceType.DESKTOP);
    isBotAgent(hostile);
    // A generous bound: the patterns never see more than 512 characters.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(200);
  });

  it('remembers a user agent it has sorted, with the same answer', () => {
    expect(agentOf(IPHONE)).toEqual({ bot: false, device: DeviceType.MOBILE });
    expect(agentOf(IPHONE)).toBe(agentOf(IPHONE));
  });
});

describe('referrerHost', () => {
  const own = 'alice.domainfolio.example';
  it.each([
    ['https://www.google.com/', 'google.com'],
    ['https://news.ycombinator.com/item?id=1', 'news.ycombinator.com'],
    ['http://WWW.Reddit.COM/r/domains/', 'reddit.com'],
    ['https://x.com', 'x.com'],
    ['https://namebio.com.:443/x', 'namebio.com'],
    ['https://bücher.de/', 'xn--bcher-kva.de'],
    ['https://user:secret@duckduckgo.com/?q=private', 'duckduckgo.com'],
    ['https://www.bing.com/search?q=domains', 'bing.com'],
  ])('%s → %s', (referrer, host) => {
    expect(referrerHost(referrer, own)).toBe(host);
  });

  it.each([
    ['no referrer', undefined],
    ['an empty one', ''],
    ['not text', ['https://google.com']],
    ['a number', 42],
    ['not a URL', 'google.com'],
    ['another scheme', 'android-app://com.google.android.gm/'],
    ['javascript', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,hi'],
    ['a file', 'file:///etc/passwd'],
    ['an IPv6 literal', 'http://[2001:db8::1]/'],
    ['a host with an underscore', 'https://bad_host.example/'],
    ['a label of 64 characters', `https://${'a'.repeat(64)}.com/`],
    [
      'a host longer than 253 characters',
      `https://${Array.from({ length: 64 }, () => 'abc').join('.')}.com/`,
    ],
    ['a URL longer than 2,048 characters', `https://google.com/${'q'.repeat(2100)}`],
    ['control characters', 'https://goo\u0000gle.com/'],
    ['HTML', 'https://<script>.com/'],
    ['the site itself', `https://${own}/other.com`],
    ['the site itself with www.', `https://www.${own}/`],
  ])('counts %s as direct', (_, referrer) => {
    expect(referrerHost(referrer, own)).toBe(DIRECT_REFERRER);
  });

  it('keeps a valid host of exactly 253 characters', () => {
    const label = 'a'.repeat(63);
    const host = `${label}.${label}.${label}.${'b'.repeat(57)}.com`;
    expect(host.length).toBe(253);
    expect(referrerHost(`https://${host}/`, own)).toBe(host);
  });
});
