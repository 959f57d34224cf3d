import { bodiesOf, checkRecipients, checkSubject, isMailAddress, MAX_RECIPIENTS, noticeBodies } from './mail-message';
import { messageIdOf } from './smtp-sink';
import { noticeLanguage } from '../notices/notices';

describe(checkRecipients.name, () => {
  it('keeps valid addresses (trimmed) and names each bad one by its place in its list', () => {
    const { recipients, errors } = checkRecipients({
      to: [' anna@blommor.se ', 'nej'],
      cc: ['x@y'],
      bcc: [''],
      replyTo: ['svar@example.se'],
    });
    expect(recipients).toEqual({ to: ['anna@blommor.se'], cc: [], bcc: [], replyTo: ['svar@example.se'] });
    expect(errors).toEqual([
      { field: 'to.1', code: 'VALIDATION.INVALID_EMAIL' },
      { field: 'cc.0', code: 'VALIDATION.INVALID_EMAIL' },
      { field: 'bcc.0', code: 'VALIDATION.REQUIRED' },
    ]);
  });

  it('requires a recipient in to, and at most 50 addresses in all', () => {
    expect(checkRecipients({ cc: ['a@example.se'] }).errors).toEqual([{ field: 'to', code: 'VALIDATION.REQUIRED' }]);
    const many = Array.from({ length: MAX_RECIPIENTS }, (_, i) => `r${i}@example.se`);
    expect(checkRecipients({ to: many }).errors).toEqual([]);
    expect(checkRecipients({ to: many, bcc: ['one.more@example.se'] }).errors).toEqual([
      { field: 'to', code: 'VALIDATION.MAX', params: { limit: 50 } },
    ]);
    expect(checkRecipients({ to: 'a@example.se' }).errors).toEqual([{ field: 'to', code: 'VALIDATION.INVALID_FORMAT' }]);
  });

  it('refuses what could smuggle a header: line breaks and commas in an address', () => {
    expect(isMailAddress('a@example.se\r\nBcc: x@evil.example')).toBe(false);
    expect(isMailAddress('a@example.se, b@example.se')).toBe(false);
    expect(isMailAddress(`${'a'.repeat(250)}@example.se`)).toBe(false);
  });
});

describe(checkSubject.name, () => {
  it('makes the subject one line and bounds it', () => {
    expect(checkSubject('Hej\r\nBcc: x@evil.example')).toEqual({ subject: 'Hej Bcc: x@evil.example' });
    expect(checkSubject('  ').error).toEqual({ field: 'subject', code: 'VALIDATION.REQUIRED' });
    expect(checkSubject('x'.repeat(201)).error).toEqual({ field: 'subject', code: 'VALIDATION.TOO_LONG' });
  });
});

describe(bodiesOf.name, () => {
  it('keeps a plain mail as text only and gives an HTML mail a sanitised HTML part and a text part', () => {
    expect(bodiesOf('<b>Hej</b>', 'plain')).toEqual({ text: '<b>Hej</b>', html: null });
    expect(bodiesOf('<p onclick="x()">Hej <a href="javascript:x()">där</a></p><script>x()</script>', 'html')).toEqual({
      text: 'Hej där',
      html: '<p>Hej <a>där</a></p>',
    });
  });

  it('escapes the paragraphs of a notice', () => {
    expect(noticeBodies(['Hej <Åsa> & co!', 'Tack.'])).toEqual({
      text: 'Hej <Åsa> & co!\n\nTack.',
      html: '<p>Hej &lt;Åsa&gt; &amp; co!</p><p>Tack.</p>',
    });
  });
});

describe(messageIdOf.name, () => {
  it('reads the Message-ID header of a raw mail, folded or not, and nothing from the body', () => {
    expect(messageIdOf(Buffer.from('Subject: x\r\nMessage-ID:\r\n <abc@mail.frakt.se>\r\n\r\nbody'))).toBe('<abc@mail.frakt.se>');
    expect(messageIdOf(Buffer.from('Subject: x\r\n\r\nMessage-ID: <in-body@x>'))).toBeNull();
  });
});

describe(noticeLanguage.name, () => {
  it('writes Swedish to Swedish (and unknown) countries and English elsewhere', () => {
    expect(['SE', 'se', '', 'NO', 'DE'].map(noticeLanguage)).toEqual(['sv', 'sv', 'sv', 'en', 'en']);
  });
});
