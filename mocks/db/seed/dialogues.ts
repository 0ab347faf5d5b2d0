/*
 * Chat histories. In private scripts 'S' is the student and 'T' the teacher; group scripts are spoken by the
 * teacher ('T') and the group's students in turn ('S'). `{sub}`, `{topic}`, `{name}` (the teacher's first
 * name) and `{student}` (the student's first name) are filled in by the seed.
 */

export type Line = readonly ['S' | 'T', string];

export const PRIVATE_DIALOGUES: ReadonlyArray<readonly Line[]> = [
  [
    ['S', 'Merhaba {name} Hocam, {sub} ilanınızı gördüm.'],
    ['T', 'Merhaba {student}, hoş geldin. Hangi konularda zorlanıyorsun?'],
    ['S', 'Özellikle {topic} konusunda eksiklerim var.'],
    ['T', 'Anladım. İlk derste kısa bir seviye tespiti yapalım, sonra plan çıkarırız.'],
    ['S', 'Haftada iki ders yapabilir miyiz?'],
    ['T', 'Olur, salı ve perşembe 19.00 uygun mu?'],
    ['S', 'Çok iyi, teşekkür ederim!'],
    ['T', 'Rica ederim, görüşmek üzere 🙂'],
  ],
  [
    ['S', 'İyi akşamlar hocam, yarınki dersi bir saat erteleyebilir miyiz?'],
    ['T', 'İyi akşamlar, tabii. 20.00 olur mu?'],
    ['S', 'Olur, çok teşekkürler.'],
    ['T', 'Bu arada geçen haftaki {topic} ödevini bitirdin mi?'],
    ['S', 'Son iki soru hariç bitti, onlara derste bakabilir miyiz?'],
    ['T', 'Elbette, onlarla başlarız.'],
  ],
  [
    ['S', 'Merhaba, deneme dersi yapma imkânımız var mı?'],
    ['T', 'Merhaba, ilk 20 dakikalık tanışma dersi ücretsiz.'],
    ['S', 'Harika! Online mı yapıyoruz?'],
    ['T', 'İstersen online, istersen yüz yüze. Sen hangisini tercih edersin?'],
    ['S', 'Online daha rahat olur.'],
    ['T', 'Tamam, bağlantıyı ders saatinden önce buradan gönderirim.'],
    ['S', 'Cumartesi 11.00 uygun mu?'],
  ],
  [
    ['T', 'Merhaba {student}, bugünkü derste {topic} tekrarını bitirdik. Deneme sonucunu paylaşır mısın?'],
    ['S', 'Hocam netim 4 arttı!'],
    ['T', 'Tebrikler, emeğinin karşılığını alıyorsun 👏'],
    ['S', 'Sizin sayenizde, teşekkür ederim.'],
    ['T', 'Gelecek hafta yeni konuya geçiyoruz, kaynak kitabını yanına almayı unutma.'],
  ],
  [
    ['S', 'Hocam ders ücreti paket alırsak değişiyor mu?'],
    ['T', '8 derslik pakette ders başı %10 indirim yapıyorum.'],
    ['S', 'Ödemeyi nasıl yapıyoruz?'],
    ['T', 'Ödemeyi derslerden önce havale veya elden yapabilirsiniz.'],
    ['S', 'Tamamdır, annemle konuşup size döneceğim.'],
  ],
];

export const GROUP_DIALOGUES: ReadonlyArray<readonly Line[]> = [
  [
    ['T', 'Herkese merhaba! {sub} grubumuza hoş geldiniz.'],
    ['S', 'Merhaba hocam!'],
    ['S', 'Merhabalar 👋'],
    ['T', 'Bu hafta {topic} konusunu bitiriyoruz. Çarşamba 19.00 canlı derste görüşelim.'],
    ['S', 'Hocam kaydı paylaşacak mısınız?'],
    ['T', 'Evet, ders kaydını ve notları aynı akşam buraya bırakacağım.'],
    ['S', 'Çok teşekkürler.'],
  ],
  [
    ['T', 'Deneme sınavı cevap anahtarı yüklendi, yanlışlarınızı not alın.'],
    ['S', '12. soruda hata var gibi hocam.'],
    ['T', 'Haklısın, doğru cevap C olacak. Düzelttim.'],
    ['S', 'Cumartesi ek ders olacak mı?'],
    ['T', "Evet, cumartesi 10.00'da soru çözümü yapacağız."],
  ],
];
