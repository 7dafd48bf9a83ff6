/**
 * URLs that must never leave the app through any sink when `ALLOWED_HOST` (and `*.ALLOWED_WILDCARD`) are
 * the URL gate's allow-list: foreign hosts dressed up as the allowed one, script and data schemes,
 * protocol-relative and backslash tricks, userinfo, encodings, control and whitespace prefixes, look-alikes.
 */
export const ALLOWED_HOST = 'm.qsh.example';
export const ALLOWED_WILDCARD = 'partner.example';
const EVIL = 'evil.example.com';

const SCHEMES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'javascript://%0aalert(1)',
  `javascript://${ALLOWED_HOST}/%0aalert(1)`,
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  `ftp://${ALLOWED_HOST}/`,
  `blob:https://${ALLOWED_HOST}/uuid`,
  'about:blank',
  `intent://${EVIL}#Intent;scheme=https;end`,
  `ws://${ALLOWED_HOST}/`,
  'tel:10086',
];

const FOREIGN = [
  `https://${EVIL}`,
  `https://${EVIL}/`,
  `http://${EVIL}/login`,
  `//${EVIL}`,
  `///${EVIL}`,
  `////${EVIL}/`,
  `https:${EVIL}`,
  `https:/${EVIL}`,
  `https://${ALLOWED_HOST}.${EVIL}/`,
  `https://${ALLOWED_HOST}${EVIL}/`,
  `https://${EVIL}/${ALLOWED_HOST}`,
  `https://${EVIL}?next=https://${ALLOWED_HOST}`,
  `https://${EVIL}#${ALLOWED_HOST}`,
  `https://${ALLOWED_WILDCARD}/`,
  `https://${ALLOWED_WILDCARD}.${EVIL}/`,
  `https://x${ALLOWED_WILDCARD}/`,
  `https://${ALLOWED_HOST}:443@${EVIL}/`,
  `https://${ALLOWED_HOST}@${EVIL}/`,
  `https://${ALLOWED_HOST}:pw@${EVIL}/`,
  `https://user@${ALLOWED_HOST}/`,
  `https://user:pw@${ALLOWED_HOST}/`,
  `https://${ALLOWED_HOST}%40${EVIL}/`,
  `https://${ALLOWED_HOST}%2f@${EVIL}/`,
  `https://${ALLOWED_HOST}\\@${EVIL}/`,
  `https://${EVIL}\\@${ALLOWED_HOST}/`,
  `https://${EVIL}\\${ALLOWED_HOST}`,
  `https:\\\\${EVIL}`,
  `\\\\${EVIL}`,
  `/\\${EVIL}`,
  `\\/${EVIL}`,
  `https://${ALLOWED_HOST}%00.${EVIL}/`,
  `https://${EVIL}%2f${ALLOWED_HOST}`,
  `https://%65vil.example.com/`,
  `%68ttps://${EVIL}/`,
  `https%3a%2f%2f${EVIL}`,
  `https://${EVIL}%E3%80%82${ALLOWED_HOST}`,
  `https://m.qsh.example\u3002${EVIL}/`,
  'https://m.qsh.exampl\u0435/',
  'https://xn--m-qsh-example.com/',
  'https://m.q\u0455h.example/',
  'https://\u217f.qsh.example/',
  'https://m\uff0eqsh\uff0eexample.evil.example.com/',
  'https://m.qsh.example\uff0e/',
  'https://0x7f000001/',
  'https://2130706433/',
  'https://127.1/',
  'https://[::1]/',
  'https://169.254.169.254/latest/meta-data',
  `https://${EVIL}:443/`,
  `https://${ALLOWED_HOST.toUpperCase()}.${EVIL}/`,
];

const PREFIXES = ['\u0000', '\u0001', '\t', '\n', '\r', ' ', '\u000b', '\u000c', '\u001f', '\u007f', '\u00a0', '\u2028', '\u3000', '\ufeff', '\u200b'];

/** The corpus (about 110 URLs): every one must be refused by every sink. */
export function openRedirectCorpus(): string[] {
  const prefixed = PREFIXES.flatMap((p) => [`${p}javascript:alert(1)`, `${p}https://${EVIL}/`]);
  const infixed = [
    `java\tscript:alert(1)`,
    `java\nscript:alert(1)`,
    `java\u0000script:alert(1)`,
    `https://${ALLOWED_HOST}\t.${EVIL}/`,
    `https://${ALLOWED_HOST}\n@${EVIL}/`,
    `https://${EVIL}\r\n/${ALLOWED_HOST}`,
    `https://${ALLOWED_HOST} @${EVIL}/`,
    `https://${ALLOWED_HOST}/\u0000@${EVIL}`,
  ];
  return [...new Set([...SCHEMES, ...FOREIGN, ...prefixed, ...infixed])];
}

/** URLs every sink must let through (so the refusals above are the gate's doing, not a dead sink). */
export const ALLOWED_URLS = [`https://${ALLOWED_HOST}/help?x=1`, `https://shop.${ALLOWED_WILDCARD}/p/1`];
