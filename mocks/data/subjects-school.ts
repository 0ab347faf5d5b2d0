/*
 * Roots 1-10 of the subject tree (school and exam subjects, programming and art; see subjects.ts).
 * `field` and `topics` feed the seed's biographies, listing texts and chat histories; `fee` is the usual
 * hourly fee range in TRY.
 */

export interface SubjectRoot {
  id: number;
  name: string;
  /** What a teacher of this subject studied, for biographies. */
  field: string;
  fee: readonly [min: number, max: number];
  topics: readonly string[];
  subcategories: readonly string[];
}

export const SCHOOL_SUBJECTS: readonly SubjectRoot[] = [
  {
    id: 1,
    name: 'Matematik',
    field: 'Matematik Öğretmenliği',
    fee: [400, 1200],
    topics: [
      'türev',
      'integral',
      'limit',
      'fonksiyonlar',
      'problemler',
      'olasılık',
      'üslü sayılar',
      'trigonometri',
    ],
    subcategories: [
      'TYT Matematik',
      'AYT Matematik',
      'Geometri',
      'LGS Matematik',
      'İlkokul Matematik',
      'Lise Matematik',
      'Üniversite Matematiği',
      'İstatistik',
    ],
  },
  {
    id: 2,
    name: 'Fizik',
    field: 'Fizik Öğretmenliği',
    fee: [400, 1100],
    topics: ['kuvvet ve hareket', 'elektrik', 'manyetizma', 'optik', 'dalgalar', 'modern fizik', 'enerji'],
    subcategories: ['TYT Fizik', 'AYT Fizik', 'Lise Fizik', 'Üniversite Fiziği'],
  },
  {
    id: 3,
    name: 'Kimya',
    field: 'Kimya Öğretmenliği',
    fee: [400, 1100],
    topics: [
      'mol kavramı',
      'kimyasal tepkimeler',
      'asitler ve bazlar',
      'organik kimya',
      'gazlar',
      'çözeltiler',
    ],
    subcategories: ['TYT Kimya', 'AYT Kimya', 'Lise Kimya', 'Organik Kimya'],
  },
  {
    id: 4,
    name: 'Biyoloji',
    field: 'Biyoloji Öğretmenliği',
    fee: [400, 1000],
    topics: ['hücre', 'kalıtım', 'ekosistem', 'sinir sistemi', 'bitki biyolojisi', 'genetik şifre'],
    subcategories: ['TYT Biyoloji', 'AYT Biyoloji', 'Lise Biyoloji', 'Genetik'],
  },
  {
    id: 5,
    name: 'Programlama',
    field: 'Bilgisayar Mühendisliği',
    fee: [600, 1800],
    topics: [
      'döngüler',
      'nesne yönelimli programlama',
      'veri yapıları',
      'REST API',
      'React',
      'SQL',
      'algoritmalar',
    ],
    subcategories: [
      'Python',
      'Java',
      'Web Geliştirme',
      'JavaScript',
      'C#',
      'C++',
      'Mobil Uygulama Geliştirme',
      'Veri Bilimi',
      'Algoritma ve Veri Yapıları',
    ],
  },
  {
    id: 6,
    name: 'Sanat',
    field: 'Güzel Sanatlar Fakültesi Resim Bölümü',
    fee: [350, 900],
    topics: ['perspektif', 'ışık ve gölge', 'renk teorisi', 'kompozisyon', 'portre', 'suluboya teknikleri'],
    subcategories: ['Resim', 'Karakalem', 'Seramik', 'Fotoğrafçılık', 'Grafik Tasarım', 'Hat Sanatı'],
  },
  {
    id: 7,
    name: 'Türkçe',
    field: 'Türkçe Öğretmenliği',
    fee: [350, 900],
    topics: [
      'paragraf',
      'sözcükte anlam',
      'cümlede anlam',
      'yazım kuralları',
      'noktalama işaretleri',
      'fiilimsiler',
    ],
    subcategories: [
      'TYT Türkçe',
      'LGS Türkçe',
      'Paragraf ve Anlam Bilgisi',
      'Dil Bilgisi',
      'Yabancılara Türkçe',
    ],
  },
  {
    id: 8,
    name: 'Edebiyat',
    field: 'Türk Dili ve Edebiyatı',
    fee: [350, 900],
    topics: [
      'Divan edebiyatı',
      'Tanzimat dönemi',
      'Cumhuriyet dönemi',
      'şiir bilgisi',
      'edebi sanatlar',
      'roman çözümlemesi',
    ],
    subcategories: ['AYT Edebiyat', 'Lise Edebiyatı', 'Kompozisyon ve Yaratıcı Yazarlık'],
  },
  {
    id: 9,
    name: 'Tarih',
    field: 'Tarih Öğretmenliği',
    fee: [350, 850],
    topics: [
      'Osmanlı kuruluş dönemi',
      'Kurtuluş Savaşı',
      'Atatürk ilkeleri',
      'ilk Türk devletleri',
      'çağdaş Türk ve dünya tarihi',
    ],
    subcategories: ['TYT Tarih', 'AYT Tarih', 'LGS İnkılap Tarihi', 'KPSS Tarih'],
  },
  {
    id: 10,
    name: 'Coğrafya',
    field: 'Coğrafya Öğretmenliği',
    fee: [350, 850],
    topics: ['iklim bilgisi', 'harita bilgisi', 'nüfus', "Türkiye'nin yer şekilleri", 'ekonomik coğrafya'],
    subcategories: ['TYT Coğrafya', 'AYT Coğrafya', 'KPSS Coğrafya'],
  },
];
