/*
 * What a simulated counterpart writes back: a short, plausible Turkish answer chosen by what the message looks
 * like (a greeting, thanks, a question, anything else) and by who answers (teacher or student). The choice is
 * a function of the message, so a test that sends the same text gets the same answer.
 */

type Mood = 'greeting' | 'thanks' | 'question' | 'other';
type Voice = 'teacher' | 'student';

const REPLIES: Record<Voice, Record<Mood, readonly string[]>> = {
  teacher: {
    greeting: [
      'Merhaba {name}, hoş geldin! Sana nasıl yardımcı olabilirim?',
      'Merhaba {name}, mesajını gördüm. Hangi konuda destek istiyorsun?',
    ],
    thanks: ['Rica ederim, aklına takılan bir şey olursa yazman yeterli.', 'Ne demek, kolay gelsin 🙂'],
    question: [
      'Güzel soru. Bir sonraki derste örneklerle üzerinden geçelim.',
      'Olur, benim için uygun. Saat kaçta başlayalım?',
      'Programıma bakıp bugün içinde sana dönüyorum.',
    ],
    other: [
      'Tamamdır, not aldım.',
      'Anladım, derste bunu ayrıntılı konuşalım.',
      'Harika, bu şekilde devam edelim 👍',
    ],
  },
  student: {
    greeting: ['Merhaba hocam, mesajınız için teşekkürler.', 'Merhaba hocam, buradayım 🙂'],
    thanks: ['Asıl ben teşekkür ederim hocam.', 'Rica ederim hocam, iyi çalışmalar.'],
    question: [
      'Evet hocam, benim için uygun.',
      'Tam emin değilim, ailemle konuşup size döneceğim.',
      'Bu hafta biraz yoğunum, hafta sonu olabilir mi?',
    ],
    other: [
      'Tamam hocam, anladım.',
      'Teşekkürler, ödevi bu akşam bitiriyorum.',
      'Olur hocam, görüşmek üzere.',
    ],
  },
};

function moodOf(text: string): Mood {
  const lower = text.toLocaleLowerCase('tr-TR');
  if (/teşekkür|sağ ?ol|eyvallah/.test(lower)) return 'thanks';
  if (/^(merhaba|selam|iyi günler|iyi akşamlar|günaydın)/.test(lower)) return 'greeting';
  // A question mark, or the question particle (mı, mi, mu, mü, mısın, miyiz…) written without one.
  if (lower.includes('?') || /(^|\s)m[ıiuü]([sy]\S*)?([\s.!]|$)/u.test(lower)) return 'question';
  return 'other';
}

/**
 * The answer of a teacher or a student to `text`, addressing the writer by `writerFirstName` where it fits.
 */
export function counterpartReply(text: string, voice: Voice, writerFirstName: string): string {
  const options = REPLIES[voice][moodOf(text)];
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const template = options[hash % options.length] ?? options[0] ?? 'Tamam.';
  return template.replace('{name}', writerFirstName);
}
