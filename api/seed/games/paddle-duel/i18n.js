'use strict';
/* In-game strings for the portal's 18 languages. */
const I18N = {
  en: {
    title: 'Paddle Duel',
    help: 'First to 7 points wins. Move with Up/Down or W/S, or drag on your half of the court. Hit the ball while your paddle moves to curve it. Space serves or pauses.',
    play: 'Play', playAgain: 'Play again', resume: 'Resume', pause: 'Pause', paused: 'Paused', sound: 'Sound',
    you: 'You', cpu: 'CPU', difficulty: 'Difficulty', easy: 'Easy', normal: 'Normal', hard: 'Hard', youWin: 'You win!',
    youLose: 'The computer wins', record: 'Wins: {w} · Losses: {l}',
    canvas: 'Table tennis court: your paddle on the left, the computer’s on the right'
  },
  'zh-CN': {
    title: '球拍对决', help: '先得 7 分者获胜。用上/下方向键或 W/S 移动，或在你这一侧的球场上拖动。移动球拍时击球可以打出弧线球。空格键发球或暂停。', play: '开始',
    playAgain: '再来一局', resume: '继续', pause: '暂停', paused: '已暂停', sound: '声音', you: '你', cpu: '电脑', difficulty: '难度',
    easy: '简单', normal: '普通', hard: '困难', youWin: '你赢了！', youLose: '电脑获胜', record: '胜：{w} · 负：{l}',
    canvas: '乒乓球场：你的球拍在左边，电脑的在右边'
  },
  'zh-TW': {
    title: '球拍對決', help: '先得 7 分者獲勝。用上/下方向鍵或 W/S 移動，或在你這一側的球場上拖曳。移動球拍時擊球可以打出弧線球。空白鍵發球或暫停。', play: '開始',
    playAgain: '再來一局', resume: '繼續', pause: '暫停', paused: '已暫停', sound: '聲音', you: '你', cpu: '電腦', difficulty: '難度',
    easy: '簡單', normal: '普通', hard: '困難', youWin: '你贏了！', youLose: '電腦獲勝', record: '勝：{w} · 負：{l}',
    canvas: '桌球場：你的球拍在左邊，電腦的在右邊'
  },
  ja: {
    title: 'パドルデュエル', help: '先に 7 点取った方の勝ち。↑↓ キーか W/S で移動、または自分側のコートをドラッグ。パドルを動かしながら打つとボールがカーブします。スペースでサーブ／一時停止。',
    play: 'プレイ', playAgain: 'もう一度', resume: '再開', pause: '一時停止', paused: '一時停止中', sound: 'サウンド', you: 'あなた', cpu: 'CPU',
    difficulty: '難易度', easy: 'やさしい', normal: 'ふつう', hard: 'むずかしい', youWin: 'あなたの勝ち！', youLose: 'コンピューターの勝ち',
    record: '勝ち：{w} · 負け：{l}', canvas: '卓球のコート。左があなたのパドル、右がコンピューターのパドル'
  },
  ko: {
    title: '패들 대결',
    help: '먼저 7점을 얻으면 승리합니다. 위/아래 방향키나 W/S로 움직이거나 내 쪽 코트를 드래그하세요. 패들을 움직이며 치면 공이 휘어집니다. 스페이스로 서브하거나 일시정지합니다.',
    play: '시작', playAgain: '다시 하기', resume: '계속', pause: '일시정지', paused: '일시정지됨', sound: '소리', you: '나', cpu: '컴퓨터',
    difficulty: '난이도', easy: '쉬움', normal: '보통', hard: '어려움', youWin: '승리!', youLose: '컴퓨터 승리',
    record: '승: {w} · 패: {l}', canvas: '탁구 코트: 왼쪽이 내 패들, 오른쪽이 컴퓨터 패들'
  },
  fr: {
    title: 'Duel de raquettes',
    help: 'Le premier à 7 points gagne. Déplace-toi avec Haut/Bas ou W/S, ou fais glisser le doigt sur ta moitié du terrain. Frappe en bougeant pour donner de l’effet à la balle. Espace pour servir ou mettre en pause.',
    play: 'Jouer', playAgain: 'Rejouer', resume: 'Reprendre', pause: 'Pause', paused: 'En pause', sound: 'Son',
    you: 'Toi', cpu: 'Ordi', difficulty: 'Difficulté', easy: 'Facile', normal: 'Normal', hard: 'Difficile',
    youWin: 'Tu as gagné !', youLose: 'L’ordinateur gagne', record: 'Victoires : {w} · Défaites : {l}',
    canvas: 'Terrain de tennis de table : ta raquette à gauche, celle de l’ordinateur à droite'
  },
  de: {
    title: 'Schläger-Duell',
    help: 'Wer zuerst 7 Punkte hat, gewinnt. Bewege dich mit Pfeil hoch/runter oder W/S oder wische auf deiner Spielfeldhälfte. Triff den Ball in der Bewegung, um ihm Drall zu geben. Leertaste schlägt auf oder pausiert.',
    play: 'Spielen', playAgain: 'Nochmal', resume: 'Weiter', pause: 'Pause', paused: 'Pausiert', sound: 'Ton', you: 'Du',
    cpu: 'CPU', difficulty: 'Schwierigkeit', easy: 'Leicht', normal: 'Normal', hard: 'Schwer', youWin: 'Du gewinnst!',
    youLose: 'Der Computer gewinnt', record: 'Siege: {w} · Niederlagen: {l}',
    canvas: 'Tischtennisfeld: dein Schläger links, der des Computers rechts'
  },
  es: {
    title: 'Duelo de Palas',
    help: 'Gana quien llegue primero a 7 puntos. Muévete con Arriba/Abajo o W/S, o arrastra el dedo en tu mitad de la pista. Golpea mientras mueves la pala para dar efecto a la bola. Espacio para sacar o pausar.',
    play: 'Jugar', playAgain: 'Jugar de nuevo', resume: 'Continuar', pause: 'Pausa', paused: 'En pausa', sound: 'Sonido',
    you: 'Tú', cpu: 'CPU', difficulty: 'Dificultad', easy: 'Fácil', normal: 'Normal', hard: 'Difícil',
    youWin: '¡Has ganado!', youLose: 'Gana el ordenador', record: 'Victorias: {w} · Derrotas: {l}',
    canvas: 'Mesa de tenis de mesa: tu pala a la izquierda, la del ordenador a la derecha'
  },
  it: {
    title: 'Duello di Racchette',
    help: 'Vince chi arriva per primo a 7 punti. Muoviti con Su/Giù o W/S, oppure trascina sulla tua metà del campo. Colpisci mentre la racchetta si muove per dare effetto alla palla. Spazio per servire o mettere in pausa.',
    play: 'Gioca', playAgain: 'Gioca ancora', resume: 'Riprendi', pause: 'Pausa', paused: 'In pausa', sound: 'Audio',
    you: 'Tu', cpu: 'CPU', difficulty: 'Difficoltà', easy: 'Facile', normal: 'Normale', hard: 'Difficile',
    youWin: 'Hai vinto!', youLose: 'Vince il computer', record: 'Vittorie: {w} · Sconfitte: {l}',
    canvas: 'Campo da ping pong: la tua racchetta a sinistra, quella del computer a destra'
  },
  pt: {
    title: 'Duelo de Raquetes',
    help: 'Vence quem fizer 7 pontos primeiro. Mova-se com Cima/Baixo ou W/S, ou arraste na sua metade da quadra. Rebata com a raquete em movimento para dar efeito à bola. Espaço saca ou pausa.',
    play: 'Jogar', playAgain: 'Jogar de novo', resume: 'Continuar', pause: 'Pausar', paused: 'Pausado', sound: 'Som',
    you: 'Você', cpu: 'CPU', difficulty: 'Dificuldade', easy: 'Fácil', normal: 'Normal', hard: 'Difícil',
    youWin: 'Você venceu!', youLose: 'O computador venceu', record: 'Vitórias: {w} · Derrotas: {l}',
    canvas: 'Mesa de tênis de mesa: sua raquete à esquerda, a do computador à direita'
  },
  ru: {
    title: 'Дуэль ракеток',
    help: 'Побеждает тот, кто первым наберёт 7 очков. Двигайтесь стрелками вверх/вниз или W/S либо ведите пальцем по своей половине поля. Бейте по мячу в движении, чтобы закрутить его. Пробел — подача или пауза.',
    play: 'Играть', playAgain: 'Ещё раз', resume: 'Продолжить', pause: 'Пауза', paused: 'Пауза', sound: 'Звук',
    you: 'Вы', cpu: 'ПК', difficulty: 'Сложность', easy: 'Легко', normal: 'Средне', hard: 'Сложно',
    youWin: 'Вы победили!', youLose: 'Победил компьютер', record: 'Победы: {w} · Поражения: {l}',
    canvas: 'Теннисный стол: ваша ракетка слева, ракетка компьютера справа'
  },
  tr: {
    title: 'Raket Düellosu',
    help: '7 sayıya ilk ulaşan kazanır. Yukarı/Aşağı ok ya da W/S ile hareket et veya kendi yarı sahanda parmağını sürükle. Topu raket hareket hâlindeyken vurursan falso verirsin. Boşluk servis atar ya da duraklatır.',
    play: 'Oyna', playAgain: 'Tekrar oyna', resume: 'Devam et', pause: 'Duraklat', paused: 'Duraklatıldı', sound: 'Ses',
    you: 'Sen', cpu: 'Bilgisayar', difficulty: 'Zorluk', easy: 'Kolay', normal: 'Normal', hard: 'Zor',
    youWin: 'Kazandın!', youLose: 'Bilgisayar kazandı', record: 'Galibiyet: {w} · Mağlubiyet: {l}',
    canvas: 'Masa tenisi sahası: senin raketin solda, bilgisayarınki sağda'
  },
  ar: {
    title: 'مبارزة المضارب',
    help: 'أول من يصل إلى 7 نقاط يفوز. تحرّك بالسهمين لأعلى ولأسفل أو W/S، أو اسحب إصبعك على نصف ملعبك. اضرب الكرة ومضربك يتحرك لتمنحها انحناءً. المسافة للإرسال أو الإيقاف المؤقت.',
    play: 'العب', playAgain: 'العب مجددًا', resume: 'استئناف', pause: 'إيقاف مؤقت', paused: 'متوقف مؤقتًا',
    sound: 'الصوت', you: 'أنت', cpu: 'الحاسوب', difficulty: 'الصعوبة', easy: 'سهل', normal: 'عادي', hard: 'صعب',
    youWin: 'لقد فزت!', youLose: 'فاز الحاسوب', record: 'انتصارات: {w} · هزائم: {l}',
    canvas: 'طاولة تنس: مضربك على اليسار ومضرب الحاسوب على اليمين'
  },
  id: {
    title: 'Duel Raket',
    help: 'Yang pertama meraih 7 poin menang. Bergerak dengan panah Atas/Bawah atau W/S, atau geser jari di separuh lapanganmu. Pukul bola saat raket bergerak agar bolanya melengkung. Spasi untuk servis atau jeda.',
    play: 'Main', playAgain: 'Main lagi', resume: 'Lanjut', pause: 'Jeda', paused: 'Dijeda', sound: 'Suara', you: 'Kamu',
    cpu: 'Komputer', difficulty: 'Tingkat kesulitan', easy: 'Mudah', normal: 'Normal', hard: 'Sulit',
    youWin: 'Kamu menang!', youLose: 'Komputer menang', record: 'Menang: {w} · Kalah: {l}',
    canvas: 'Lapangan tenis meja: raketmu di kiri, raket komputer di kanan'
  },
  th: {
    title: 'ดวลไม้ตีปิงปอง',
    help: 'ใครได้ 7 แต้มก่อนชนะ เลื่อนด้วยปุ่มลูกศรขึ้น/ลงหรือ W/S หรือลากนิ้วบนครึ่งสนามของคุณ ตีลูกขณะไม้กำลังเคลื่อนที่เพื่อให้ลูกโค้ง กด Space เพื่อเสิร์ฟหรือหยุดชั่วคราว',
    play: 'เล่น', playAgain: 'เล่นอีกครั้ง', resume: 'เล่นต่อ', pause: 'หยุดชั่วคราว', paused: 'หยุดชั่วคราว',
    sound: 'เสียง', you: 'คุณ', cpu: 'คอมพิวเตอร์', difficulty: 'ระดับความยาก', easy: 'ง่าย', normal: 'ปกติ',
    hard: 'ยาก', youWin: 'คุณชนะ!', youLose: 'คอมพิวเตอร์ชนะ', record: 'ชนะ: {w} · แพ้: {l}',
    canvas: 'โต๊ะปิงปอง: ไม้ของคุณอยู่ซ้าย ไม้ของคอมพิวเตอร์อยู่ขวา'
  },
  vi: {
    title: 'Đấu Vợt',
    help: 'Ai đạt 7 điểm trước sẽ thắng. Di chuyển bằng phím Lên/Xuống hoặc W/S, hoặc kéo ngón tay trên nửa sân của bạn. Đánh bóng khi vợt đang di chuyển để bóng đi xoáy. Space để giao bóng hoặc tạm dừng.',
    play: 'Chơi', playAgain: 'Chơi lại', resume: 'Tiếp tục', pause: 'Tạm dừng', paused: 'Đã tạm dừng', sound: 'Âm thanh',
    you: 'Bạn', cpu: 'Máy', difficulty: 'Độ khó', easy: 'Dễ', normal: 'Thường', hard: 'Khó', youWin: 'Bạn thắng!',
    youLose: 'Máy thắng', record: 'Thắng: {w} · Thua: {l}',
    canvas: 'Bàn bóng bàn: vợt của bạn bên trái, vợt của máy bên phải'
  },
  pl: {
    title: 'Pojedynek Paletek',
    help: 'Wygrywa ten, kto pierwszy zdobędzie 7 punktów. Poruszaj się strzałkami w górę/w dół lub W/S albo przeciągaj palcem po swojej połowie boiska. Uderz piłkę w ruchu, aby ją podkręcić. Spacja serwuje lub pauzuje.',
    play: 'Graj', playAgain: 'Zagraj ponownie', resume: 'Wznów', pause: 'Pauza', paused: 'Pauza', sound: 'Dźwięk',
    you: 'Ty', cpu: 'Komputer', difficulty: 'Poziom trudności', easy: 'Łatwy', normal: 'Normalny', hard: 'Trudny',
    youWin: 'Wygrywasz!', youLose: 'Wygrywa komputer', record: 'Wygrane: {w} · Przegrane: {l}',
    canvas: 'Stół do tenisa: twoja paletka po lewej, komputera po prawej'
  },
  nl: {
    title: 'Batjesduel',
    help: 'Wie het eerst 7 punten heeft, wint. Beweeg met pijl omhoog/omlaag of W/S, of sleep op jouw helft van het veld. Raak de bal terwijl je batje beweegt om hem effect te geven. Spatie serveert of pauzeert.',
    play: 'Spelen', playAgain: 'Opnieuw spelen', resume: 'Verder', pause: 'Pauze', paused: 'Gepauzeerd', sound: 'Geluid',
    you: 'Jij', cpu: 'Computer', difficulty: 'Moeilijkheid', easy: 'Makkelijk', normal: 'Normaal', hard: 'Moeilijk',
    youWin: 'Jij wint!', youLose: 'De computer wint', record: 'Gewonnen: {w} · Verloren: {l}',
    canvas: 'Tafeltennisveld: jouw batje links, dat van de computer rechts'
  }
};
/* The bridge picks the player's language and fills [data-i18n]; alone without the bridge script the game plays in English. */
const T = window.PortalBridge ? window.PortalBridge.translate(I18N) : I18N.en;
