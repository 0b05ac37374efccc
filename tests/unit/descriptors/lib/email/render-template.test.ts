import { describe, expect, it } from 'vitest';
import { renderEmailTemplate } from '../../../../../descriptors/lib/email/render-template.js';
import { retryDelayMinutes } from '../../../../../server/modules/email/outbox.js';

const template = {
  title: 'T',
  subject: { en: 'Alarm on {{ship}}', ru: 'Тревога на {{ship}}' },
  text: { en: 'Value {{value}} at {{ time }}', ru: '' },
  html: { en: '<p>{{value}}</p><a href="{{link}}">x</a>' },
};

describe('an e-mail template rendered', () => {
  it('fills placeholders in the language asked, Russian falling back to English where it has none', () => {
    const data = { ship: 'Nordic Ore', value: 455, time: '07:45', link: 'https://k.example' };
    expect(renderEmailTemplate(template, 'ru', data)).toEqual({
      subject: 'Тревога на Nordic Ore', text: 'Value 455 at 07:45', html: '<p>455</p><a href="https://k.example">x</a>', missing: [],
    });
    expect(renderEmailTemplate(template, 'en', data).subject).toBe('Alarm on Nordic Ore');
  });

  it('escapes values in the HTML body only, keeps the subject on one line and names what is missing', () => {
    const mail = renderEmailTemplate(template, 'en', { ship: 'A\r\nBcc: x@y', value: '<b>"&\'</b>' });
    expect(mail.subject).toBe('Alarm on A Bcc: x@y');
    expect(mail.text).toBe('Value <b>"&\'</b> at ');
    expect(mail.html).toBe('<p>&lt;b&gt;&quot;&amp;&#39;&lt;/b&gt;</p><a href="">x</a>');
    expect(mail.missing).toEqual(['link', 'time']);
  });

  it('waits 1, 2, 4 … minutes between attempts, an hour at most', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMinutes)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });
});
