/*
 * Turkish text templates for the seed. `{sub}` is a subcategory ("TYT Matematik"), `{topic}` a topic of its root
 * ("türev"), `{years}` years of experience, `{uni}` a university, `{field}` what the teacher studied.
 */

export const ANNOUNCEMENT_TITLES = [
  '{sub} Özel Ders',
  '{sub} Birebir Online Ders',
  '{sub} Hızlandırılmış Kamp',
  'Sıfırdan {sub}',
  '{sub} Soru Çözüm Dersleri',
  '{sub} için Birebir Koçluk',
  '{sub} Konu Anlatımı ve Tekrar',
  'Deneyimli Eğitmenden {sub}',
] as const;

export const ANNOUNCEMENT_OPENINGS = [
  '{uni} {field} mezunuyum ve {years} yıldır {sub} dersi veriyorum.',
  '{years} yıllık deneyimimle {sub} derslerinde öğrencilerime birebir destek oluyorum.',
  '{sub} konularını sade bir dille, bol örnekle anlatıyorum.',
  'Derslerimi öğrencinin seviyesine göre planlıyor, her hafta ilerlemeyi birlikte takip ediyoruz.',
] as const;

export const ANNOUNCEMENT_BODIES = [
  'İlk derste kısa bir seviye tespiti yapıyor, ardından kişiye özel bir çalışma planı hazırlıyorum.',
  'Özellikle {topic} gibi öğrencilerin zorlandığı konulara ağırlık veriyorum.',
  'Her dersin sonunda ödev ve konu tekrarı için kaynak öneriyorum.',
  'Deneme sınavlarının analizini birlikte yapıyor, eksik konuları hedefliyoruz.',
  'Ders notlarını ve çözümlü soruları ders sonrasında PDF olarak paylaşıyorum.',
  'Hafta içi akşam saatleri ve hafta sonu için uygun zamanlarım var.',
] as const;

export const ANNOUNCEMENT_CLOSINGS = [
  'Ücretsiz tanışma görüşmesi için mesaj atabilirsiniz.',
  'Paket alımlarında indirim uyguluyorum.',
  'Online derslerde dijital tahta kullanıyorum.',
  'Sorularınız için mesajla ulaşabilirsiniz.',
] as const;

export const BIOGRAPHIES = [
  '{uni} {field} mezunuyum, {years} yıldır {sub} dersi veriyorum.',
  '{years} yıllık öğretmenim. {sub} alanında öğrencilerimle hedef odaklı çalışıyorum.',
  '{field} mezunuyum. Sabırlı ve planlı bir eğitmenim; {topic} konusunda uzmanım.',
  '{uni} mezunuyum. {sub} derslerinde konu anlatımı ve bol soru çözümüyle ilerliyoruz.',
] as const;

export const REVIEW_COMMENTS: Record<'high' | 'mid' | 'low', readonly string[]> = {
  high: [
    'Konuları çok sabırlı anlatıyor, netlerim ciddi şekilde arttı.',
    'Harika bir hoca, her derse hazırlıklı geliyor.',
    'Anlatımı çok açık, kesinlikle tavsiye ederim.',
    'Sayesinde {topic} konusunu nihayet anladım.',
    'Derslerin planlı olması çok iyi, motivasyonum arttı.',
    'Çocuğumuz dersleri çok seviyor, teşekkürler hocam.',
  ],
  mid: [
    'Genel olarak memnunum, bazen dersler biraz hızlı ilerliyor.',
    'Bilgili bir hoca, ödev takibi daha sıkı olabilirdi.',
    'İyi bir deneyimdi, saat değişiklikleri biraz sorun oldu.',
    'Anlatım güzel ama daha fazla soru çözmek isterdim.',
  ],
  low: [
    'Derslere birkaç kez geç katıldı.',
    'Beklediğim verimi alamadım.',
    'Anlatım bana göre fazla hızlıydı, sorularıma yeterince vakit ayrılmadı.',
  ],
};

export const LESSON_REQUEST_MESSAGES = [
  'Merhaba hocam, {sub} için haftada iki ders düşünüyorum. Uygun günleriniz nelerdir?',
  'Merhaba, {topic} konusunda çok eksiğim var. Yardımcı olabilir misiniz?',
  'Merhabalar, kızım için {sub} dersi almak istiyoruz. Hafta sonu müsait misiniz?',
  'İyi günler, sınava üç ay kaldı. Yoğun bir program yapabilir miyiz?',
  'Merhaba hocam, ilanınızı gördüm. Deneme dersi yapma imkânımız var mı?',
] as const;

export const REJECTION_REASONS = [
  'Bu dönem programım dolu, anlayışınız için teşekkürler.',
  'Maalesef istediğiniz saatlerde müsait değilim.',
  'Yalnızca online ders verebiliyorum, yüz yüze ders için başka bir eğitmen önerebilirim.',
] as const;

export const SYSTEM_NOTIFICATIONS = [
  {
    title: 'Hoş geldiniz!',
    content: 'Özel ders platformuna hoş geldiniz. Profilinizi tamamlamayı unutmayın.',
  },
  { title: 'Profilinizi tamamlayın', content: 'Profil fotoğrafı olan hesaplar daha çok ilgi görüyor.' },
  {
    title: 'Planlı bakım',
    content: 'Pazar günü 03.00-05.00 arasında kısa süreli bir bakım çalışması yapılacaktır.',
  },
  {
    title: 'Güvenlik hatırlatması',
    content: 'Şifrenizi kimseyle paylaşmayın; ekibimiz şifrenizi asla sormaz.',
  },
] as const;

/** Fills `{placeholders}` from the given values; unknown ones stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}
