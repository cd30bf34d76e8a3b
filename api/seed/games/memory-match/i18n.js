'use strict';
/* In-game strings for the 18 supported locales, and the language this page plays in. */
const I18N = {
  en: { title: 'Memory Match', moves: 'Moves', time: 'Time', best: 'Best', easy: 'Easy', normal: 'Normal', hard: 'Hard', pause: 'Pause', resume: 'Resume', paused: 'Paused', won: 'All pairs found!', playAgain: 'Play again', change: 'Change difficulty', newBest: 'New best!',
    help: 'Flip two cards at a time and find all the matching pairs in as few moves as possible. Tap or click a card; arrow keys/WASD and Enter work too; P to pause.', board: 'Memory Match card table', card: 'Card', symbol: 'symbol', matched: 'matched' },
  'zh-CN': { title: '记忆翻牌', moves: '步数', time: '时间', best: '最佳', easy: '简单', normal: '普通', hard: '困难', pause: '暂停', resume: '继续', paused: '已暂停', won: '所有配对都找到了！', playAgain: '再玩一次', change: '更改难度', newBest: '新纪录！',
    help: '每次翻开两张牌，用尽量少的步数找出所有相同的牌。点击卡牌即可翻开；也可以用方向键/WASD和回车键；P键暂停。', board: '记忆翻牌牌桌', card: '卡牌', symbol: '图案', matched: '已配对' },
  'zh-TW': { title: '記憶翻牌', moves: '步數', time: '時間', best: '最佳', easy: '簡單', normal: '普通', hard: '困難', pause: '暫停', resume: '繼續', paused: '已暫停', won: '所有配對都找到了！', playAgain: '再玩一次', change: '更改難度', newBest: '新紀錄！',
    help: '每次翻開兩張牌，用盡量少的步數找出所有相同的牌。點一下卡牌即可翻開；也可以用方向鍵/WASD和Enter鍵；P鍵暫停。', board: '記憶翻牌牌桌', card: '卡牌', symbol: '圖案', matched: '已配對' },
  ja: { title: '神経衰弱', moves: '手数', time: 'タイム', best: 'ベスト', easy: 'かんたん', normal: 'ふつう', hard: 'むずかしい', pause: '一時停止', resume: '再開', paused: '一時停止中', won: 'ぜんぶそろった！', playAgain: 'もう一度', change: '難易度を変える', newBest: 'ベスト更新！',
    help: 'カードを2枚ずつめくり、できるだけ少ない手数で同じ絵柄のペアをすべて見つけよう。カードをタップ/クリック、矢印キー/WASDとEnterでも操作できます。Pで一時停止。', board: '神経衰弱のカード台', card: 'カード', symbol: '絵柄', matched: 'ペア成立' },
  ko: { title: '같은 그림 찾기', moves: '시도', time: '시간', best: '최고', easy: '쉬움', normal: '보통', hard: '어려움', pause: '일시정지', resume: '계속', paused: '일시정지됨', won: '모든 짝을 찾았어요!', playAgain: '다시 하기', change: '난이도 변경', newBest: '최고 기록 경신!',
    help: '카드를 두 장씩 뒤집어 되도록 적은 시도로 모든 짝을 찾으세요. 카드를 탭하거나 클릭하고, 방향키/WASD와 Enter도 쓸 수 있어요. P로 일시정지.', board: '같은 그림 찾기 카드 테이블', card: '카드', symbol: '그림', matched: '짝 맞춤' },
  fr: { title: 'Jeu des paires', moves: 'Coups', time: 'Temps', best: 'Record', easy: 'Facile', normal: 'Normal', hard: 'Difficile', pause: 'Pause', resume: 'Reprendre', paused: 'En pause', won: 'Toutes les paires sont trouvées\u00a0!', playAgain: 'Rejouer', change: 'Changer de niveau', newBest: 'Nouveau record\u00a0!',
    help: 'Retourne deux cartes à la fois et trouve toutes les paires en un minimum de coups. Touche ou clique une carte\u00a0; les flèches/ZQSD et Entrée marchent aussi\u00a0; P pour la pause.', board: 'Table du jeu des paires', card: 'Carte', symbol: 'symbole', matched: 'trouvée' },
  de: { title: 'Paare finden', moves: 'Züge', time: 'Zeit', best: 'Rekord', easy: 'Leicht', normal: 'Normal', hard: 'Schwer', pause: 'Pause', resume: 'Weiter', paused: 'Pausiert', won: 'Alle Paare gefunden!', playAgain: 'Nochmal spielen', change: 'Schwierigkeit ändern', newBest: 'Neuer Rekord!',
    help: 'Decke immer zwei Karten auf und finde alle Paare mit möglichst wenigen Zügen. Karte antippen oder anklicken; Pfeiltasten/WASD und Enter gehen auch; P für Pause.', board: 'Kartentisch von Paare finden', card: 'Karte', symbol: 'Symbol', matched: 'gefunden' },
  es: { title: 'Encuentra parejas', moves: 'Jugadas', time: 'Tiempo', best: 'Récord', easy: 'Fácil', normal: 'Normal', hard: 'Difícil', pause: 'Pausa', resume: 'Continuar', paused: 'En pausa', won: '¡Has encontrado todas las parejas!', playAgain: 'Jugar de nuevo', change: 'Cambiar dificultad', newBest: '¡Nuevo récord!',
    help: 'Da la vuelta a dos cartas cada vez y encuentra todas las parejas en el menor número de jugadas. Toca o haz clic en una carta; también sirven las flechas/WASD y Enter; P para pausar.', board: 'Mesa de Encuentra parejas', card: 'Carta', symbol: 'símbolo', matched: 'emparejada' },
  it: { title: 'Trova le coppie', moves: 'Mosse', time: 'Tempo', best: 'Record', easy: 'Facile', normal: 'Normale', hard: 'Difficile', pause: 'Pausa', resume: 'Riprendi', paused: 'In pausa', won: 'Tutte le coppie trovate!', playAgain: 'Gioca ancora', change: 'Cambia difficoltà', newBest: 'Nuovo record!',
    help: 'Scopri due carte alla volta e trova tutte le coppie con il minor numero di mosse. Tocca o clicca una carta; funzionano anche frecce/WASD e Invio; P per la pausa.', board: 'Tavolo di Trova le coppie', card: 'Carta', symbol: 'simbolo', matched: 'abbinata' },
  pt: { title: 'Jogo da memória', moves: 'Jogadas', time: 'Tempo', best: 'Recorde', easy: 'Fácil', normal: 'Normal', hard: 'Difícil', pause: 'Pausar', resume: 'Continuar', paused: 'Pausado', won: 'Você encontrou todos os pares!', playAgain: 'Jogar de novo', change: 'Mudar dificuldade', newBest: 'Novo recorde!',
    help: 'Vire duas cartas por vez e encontre todos os pares com o mínimo de jogadas. Toque ou clique em uma carta; setas/WASD e Enter também funcionam; P para pausar.', board: 'Mesa do Jogo da memória', card: 'Carta', symbol: 'símbolo', matched: 'par encontrado' },
  ru: { title: 'Найди пару', moves: 'Ходы', time: 'Время', best: 'Рекорд', easy: 'Легко', normal: 'Средне', hard: 'Сложно', pause: 'Пауза', resume: 'Продолжить', paused: 'Пауза', won: 'Все пары найдены!', playAgain: 'Ещё раз', change: 'Сменить сложность', newBest: 'Новый рекорд!',
    help: 'Открывайте по две карты и найдите все пары за как можно меньшее число ходов. Нажмите на карту; также работают стрелки/WASD и Enter; P — пауза.', board: 'Игровой стол «Найди пару»', card: 'Карта', symbol: 'символ', matched: 'пара найдена' },
  tr: { title: 'Hafıza Oyunu', moves: 'Hamle', time: 'Süre', best: 'En iyi', easy: 'Kolay', normal: 'Normal', hard: 'Zor', pause: 'Duraklat', resume: 'Devam et', paused: 'Duraklatıldı', won: 'Tüm eşler bulundu!', playAgain: 'Tekrar oyna', change: 'Zorluğu değiştir', newBest: 'Yeni rekor!',
    help: 'Her seferinde iki kart çevir ve tüm eşleri olabildiğince az hamlede bul. Bir karta dokun ya da tıkla; yön tuşları/WASD ve Enter da çalışır; duraklatmak için P.', board: 'Hafıza Oyunu masası', card: 'Kart', symbol: 'sembol', matched: 'eşleşti' },
  ar: { title: 'لعبة الذاكرة', moves: 'الحركات', time: 'الوقت', best: 'الأفضل', easy: 'سهل', normal: 'عادي', hard: 'صعب', pause: 'إيقاف مؤقت', resume: 'استئناف', paused: 'متوقف مؤقتًا', won: 'وجدت كل الأزواج!', playAgain: 'العب مجددًا', change: 'تغيير الصعوبة', newBest: 'رقم قياسي جديد!',
    help: 'اقلب بطاقتين في كل مرة واعثر على كل الأزواج المتطابقة بأقل عدد من الحركات. المس بطاقة أو انقر عليها، ويمكنك أيضًا استخدام الأسهم أو WASD وEnter، وP للإيقاف المؤقت.', board: 'طاولة لعبة الذاكرة', card: 'بطاقة', symbol: 'رمز', matched: 'مطابَقة' },
  id: { title: 'Cocokkan Kartu', moves: 'Langkah', time: 'Waktu', best: 'Terbaik', easy: 'Mudah', normal: 'Normal', hard: 'Sulit', pause: 'Jeda', resume: 'Lanjut', paused: 'Dijeda', won: 'Semua pasangan ditemukan!', playAgain: 'Main lagi', change: 'Ubah kesulitan', newBest: 'Rekor baru!',
    help: 'Buka dua kartu setiap kali dan temukan semua pasangan dengan langkah sesedikit mungkin. Ketuk atau klik kartu; tombol panah/WASD dan Enter juga bisa; P untuk jeda.', board: 'Meja Cocokkan Kartu', card: 'Kartu', symbol: 'simbol', matched: 'cocok' },
  th: { title: 'จับคู่ภาพ', moves: 'จำนวนครั้ง', time: 'เวลา', best: 'ดีที่สุด', easy: 'ง่าย', normal: 'ปานกลาง', hard: 'ยาก', pause: 'หยุดชั่วคราว', resume: 'เล่นต่อ', paused: 'หยุดชั่วคราว', won: 'จับคู่ครบทุกคู่แล้ว!', playAgain: 'เล่นอีกครั้ง', change: 'เปลี่ยนระดับความยาก', newBest: 'สถิติใหม่!',
    help: 'เปิดการ์ดทีละสองใบ แล้วหาคู่ที่เหมือนกันให้ครบโดยใช้จำนวนครั้งน้อยที่สุด แตะหรือคลิกที่การ์ด หรือใช้ปุ่มลูกศร/WASD กับ Enter กด P เพื่อหยุดชั่วคราว', board: 'โต๊ะเกมจับคู่ภาพ', card: 'การ์ด', symbol: 'สัญลักษณ์', matched: 'จับคู่แล้ว' },
  vi: { title: 'Lật hình tìm cặp', moves: 'Lượt', time: 'Thời gian', best: 'Tốt nhất', easy: 'Dễ', normal: 'Thường', hard: 'Khó', pause: 'Tạm dừng', resume: 'Tiếp tục', paused: 'Đã tạm dừng', won: 'Đã tìm hết các cặp!', playAgain: 'Chơi lại', change: 'Đổi độ khó', newBest: 'Kỷ lục mới!',
    help: 'Mỗi lượt lật hai thẻ và tìm tất cả các cặp giống nhau với ít lượt nhất. Chạm hoặc nhấp vào thẻ; cũng có thể dùng phím mũi tên/WASD và Enter; P để tạm dừng.', board: 'Bàn chơi Lật hình tìm cặp', card: 'Thẻ', symbol: 'hình', matched: 'đã ghép' },
  pl: { title: 'Znajdź parę', moves: 'Ruchy', time: 'Czas', best: 'Rekord', easy: 'Łatwy', normal: 'Normalny', hard: 'Trudny', pause: 'Pauza', resume: 'Wznów', paused: 'Pauza', won: 'Wszystkie pary znalezione!', playAgain: 'Zagraj ponownie', change: 'Zmień poziom', newBest: 'Nowy rekord!',
    help: 'Odkrywaj po dwie karty i znajdź wszystkie pary w jak najmniejszej liczbie ruchów. Dotknij lub kliknij kartę; działają też strzałki/WASD i Enter; P — pauza.', board: 'Stół gry Znajdź parę', card: 'Karta', symbol: 'symbol', matched: 'dopasowana' },
  nl: { title: 'Zoek de paren', moves: 'Zetten', time: 'Tijd', best: 'Record', easy: 'Makkelijk', normal: 'Normaal', hard: 'Moeilijk', pause: 'Pauze', resume: 'Verder', paused: 'Gepauzeerd', won: 'Alle paren gevonden!', playAgain: 'Opnieuw spelen', change: 'Moeilijkheid wijzigen', newBest: 'Nieuw record!',
    help: 'Draai telkens twee kaarten om en vind alle paren in zo weinig mogelijk zetten. Tik of klik op een kaart; pijltjestoetsen/WASD en Enter werken ook; P om te pauzeren.', board: 'Speeltafel van Zoek de paren', card: 'Kaart', symbol: 'symbool', matched: 'gevonden' }
};

/* ---------- language: ?lang= from the portal, else the browser, else English ---------- */
const LOCALES = ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'fr', 'de', 'es', 'it', 'pt', 'ru', 'tr', 'ar', 'id', 'th', 'vi', 'pl', 'nl'];
function matchLocale(raw) {
  const s = String(raw || '').trim().replace(/_/g, '-').toLowerCase();
  if (!s) return null;
  if (s.startsWith('zh')) return /hant|-tw|-hk|-mo/.test(s) ? 'zh-TW' : 'zh-CN';
  const base = s.split('-')[0] === 'in' ? 'id' : s.split('-')[0];
  return LOCALES.find((l) => l.toLowerCase() === base) || null;
}
function pickLocale() {
  let q = null;
  try { q = new URLSearchParams(window.location.search).get('lang'); } catch (e) { q = null; }
  return matchLocale(q) || matchLocale(navigator.language) || 'en';
}
const LANG = pickLocale();
const T = Object.assign({}, I18N.en, I18N[LANG]);
document.documentElement.lang = LANG;
document.documentElement.dir = LANG === 'ar' ? 'rtl' : 'ltr';
document.title = T.title;
document.querySelectorAll('[data-i18n]').forEach((el) => { el.textContent = T[el.dataset.i18n]; });

/* The portal's language wins over ?lang= (the reader may have switched language after the frame was made). */
if (window.PortalBridge) {
  window.PortalBridge.getLanguage().then((code) => {
    const wanted = matchLocale(code);
    const url = new URL(window.location.href);
    if (!wanted || wanted === LANG || url.searchParams.get('lang') === wanted) return;
    url.searchParams.set('lang', wanted);
    window.location.replace(url.href);
  });
}
