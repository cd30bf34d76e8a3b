'use strict';
/* In-game strings for the 18 supported locales, and the language this page plays in. */
const I18N = {
  en: { title: 'Snake', score: 'Score', best: 'Best', play: 'Play', pause: 'Pause', resume: 'Resume', paused: 'Paused', gameOver: 'Game over', playAgain: 'Play again', newBest: 'New best!',
    help: 'Eat the fruit to grow and don\u2019t hit the walls or yourself. Arrow keys/WASD or swipe to steer; Space or P to pause.', board: 'Snake playing field' },
  'zh-CN': { title: '贪吃蛇', score: '得分', best: '最佳', play: '开始', pause: '暂停', resume: '继续', paused: '已暂停', gameOver: '游戏结束', playAgain: '再玩一次', newBest: '新纪录！',
    help: '吃掉水果让蛇变长，别撞到墙或自己。用方向键/WASD或滑动控制方向；空格或P键暂停。', board: '贪吃蛇游戏区域' },
  'zh-TW': { title: '貪食蛇', score: '分數', best: '最佳', play: '開始', pause: '暫停', resume: '繼續', paused: '已暫停', gameOver: '遊戲結束', playAgain: '再玩一次', newBest: '新紀錄！',
    help: '吃掉水果讓蛇變長，別撞到牆壁或自己。用方向鍵/WASD或滑動控制方向；空白鍵或P鍵暫停。', board: '貪食蛇遊戲區域' },
  ja: { title: 'スネーク', score: 'スコア', best: 'ベスト', play: 'プレイ', pause: '一時停止', resume: '再開', paused: '一時停止中', gameOver: 'ゲームオーバー', playAgain: 'もう一度', newBest: 'ベスト更新！',
    help: 'フルーツを食べて長くなろう。壁や自分の体にぶつからないように。矢印キー/WASDかスワイプで操作、スペースかPで一時停止。', board: 'スネークのプレイエリア' },
  ko: { title: '스네이크', score: '점수', best: '최고', play: '시작', pause: '일시정지', resume: '계속', paused: '일시정지됨', gameOver: '게임 오버', playAgain: '다시 하기', newBest: '최고 기록 경신!',
    help: '과일을 먹고 길어지세요. 벽이나 자기 몸에 부딪히면 안 돼요. 방향키/WASD 또는 스와이프로 조종하고, 스페이스나 P로 일시정지하세요.', board: '스네이크 게임 화면' },
  fr: { title: 'Snake', score: 'Score', best: 'Record', play: 'Jouer', pause: 'Pause', resume: 'Reprendre', paused: 'En pause', gameOver: 'Partie terminée', playAgain: 'Rejouer', newBest: 'Nouveau record\u00a0!',
    help: 'Mange les fruits pour grandir sans toucher les murs ni ta queue. Flèches/ZQSD ou glisse pour diriger\u00a0; Espace ou P pour la pause.', board: 'Terrain de jeu du serpent' },
  de: { title: 'Snake', score: 'Punkte', best: 'Rekord', play: 'Spielen', pause: 'Pause', resume: 'Weiter', paused: 'Pausiert', gameOver: 'Spiel vorbei', playAgain: 'Nochmal spielen', newBest: 'Neuer Rekord!',
    help: 'Friss Früchte, um zu wachsen, und stoß nicht gegen Wände oder dich selbst. Pfeiltasten/WASD oder Wischen zum Lenken; Leertaste oder P für Pause.', board: 'Snake-Spielfeld' },
  es: { title: 'Serpiente', score: 'Puntos', best: 'Récord', play: 'Jugar', pause: 'Pausa', resume: 'Continuar', paused: 'En pausa', gameOver: 'Fin de la partida', playAgain: 'Jugar de nuevo', newBest: '¡Nuevo récord!',
    help: 'Come fruta para crecer y no choques con las paredes ni con tu propia cola. Flechas/WASD o desliza para girar; Espacio o P para pausar.', board: 'Tablero de la serpiente' },
  it: { title: 'Serpente', score: 'Punti', best: 'Record', play: 'Gioca', pause: 'Pausa', resume: 'Riprendi', paused: 'In pausa', gameOver: 'Partita finita', playAgain: 'Gioca ancora', newBest: 'Nuovo record!',
    help: 'Mangia la frutta per crescere senza sbattere contro i muri o contro te stesso. Frecce/WASD o scorri per girare; Spazio o P per la pausa.', board: 'Campo di gioco del serpente' },
  pt: { title: 'Cobrinha', score: 'Pontos', best: 'Recorde', play: 'Jogar', pause: 'Pausar', resume: 'Continuar', paused: 'Pausado', gameOver: 'Fim de jogo', playAgain: 'Jogar de novo', newBest: 'Novo recorde!',
    help: 'Coma as frutas para crescer e não bata nas paredes nem em você mesmo. Setas/WASD ou deslize para virar; Espaço ou P para pausar.', board: 'Campo da cobrinha' },
  ru: { title: 'Змейка', score: 'Очки', best: 'Рекорд', play: 'Играть', pause: 'Пауза', resume: 'Продолжить', paused: 'Пауза', gameOver: 'Игра окончена', playAgain: 'Ещё раз', newBest: 'Новый рекорд!',
    help: 'Ешьте фрукты, чтобы расти, и не врезайтесь в стены и в себя. Стрелки/WASD или свайп — поворот; пробел или P — пауза.', board: 'Игровое поле змейки' },
  tr: { title: 'Yılan', score: 'Puan', best: 'En iyi', play: 'Oyna', pause: 'Duraklat', resume: 'Devam et', paused: 'Duraklatıldı', gameOver: 'Oyun bitti', playAgain: 'Tekrar oyna', newBest: 'Yeni rekor!',
    help: 'Meyveleri yiyerek uza; duvarlara ve kendine çarpma. Yön tuşları/WASD veya kaydırarak yönlendir; duraklatmak için Boşluk ya da P.', board: 'Yılan oyun alanı' },
  ar: { title: 'الثعبان', score: 'النقاط', best: 'الأفضل', play: 'العب', pause: 'إيقاف مؤقت', resume: 'استئناف', paused: 'متوقف مؤقتًا', gameOver: 'انتهت اللعبة', playAgain: 'العب مجددًا', newBest: 'رقم قياسي جديد!',
    help: 'كُل الفاكهة لتكبر ولا تصطدم بالجدران أو بنفسك. استخدم الأسهم أو WASD أو اسحب للتوجيه، والمسافة أو P للإيقاف المؤقت.', board: 'ساحة لعب الثعبان' },
  id: { title: 'Ular', score: 'Skor', best: 'Terbaik', play: 'Main', pause: 'Jeda', resume: 'Lanjut', paused: 'Dijeda', gameOver: 'Permainan berakhir', playAgain: 'Main lagi', newBest: 'Rekor baru!',
    help: 'Makan buah agar makin panjang, jangan menabrak dinding atau tubuhmu sendiri. Panah/WASD atau geser untuk mengarahkan; Spasi atau P untuk jeda.', board: 'Arena permainan ular' },
  th: { title: 'เกมงู', score: 'คะแนน', best: 'สูงสุด', play: 'เล่น', pause: 'หยุดชั่วคราว', resume: 'เล่นต่อ', paused: 'หยุดชั่วคราว', gameOver: 'จบเกม', playAgain: 'เล่นอีกครั้ง', newBest: 'สถิติใหม่!',
    help: 'กินผลไม้เพื่อให้งูยาวขึ้น อย่าชนกำแพงหรือตัวเอง ใช้ปุ่มลูกศร/WASD หรือปัดหน้าจอเพื่อเลี้ยว กด Space หรือ P เพื่อหยุดชั่วคราว', board: 'พื้นที่เล่นเกมงู' },
  vi: { title: 'Rắn săn mồi', score: 'Điểm', best: 'Cao nhất', play: 'Chơi', pause: 'Tạm dừng', resume: 'Tiếp tục', paused: 'Đã tạm dừng', gameOver: 'Kết thúc', playAgain: 'Chơi lại', newBest: 'Kỷ lục mới!',
    help: 'Ăn trái cây để dài ra, đừng đâm vào tường hay chính mình. Dùng phím mũi tên/WASD hoặc vuốt để đổi hướng; Space hoặc P để tạm dừng.', board: 'Sân chơi rắn săn mồi' },
  pl: { title: 'Wąż', score: 'Wynik', best: 'Rekord', play: 'Graj', pause: 'Pauza', resume: 'Wznów', paused: 'Pauza', gameOver: 'Koniec gry', playAgain: 'Zagraj ponownie', newBest: 'Nowy rekord!',
    help: 'Jedz owoce, aby rosnąć, i nie uderzaj w ściany ani w siebie. Strzałki/WASD lub przesunięcie palcem, by skręcać; Spacja lub P — pauza.', board: 'Plansza gry Wąż' },
  nl: { title: 'Snake', score: 'Score', best: 'Record', play: 'Spelen', pause: 'Pauze', resume: 'Verder', paused: 'Gepauzeerd', gameOver: 'Game over', playAgain: 'Opnieuw spelen', newBest: 'Nieuw record!',
    help: 'Eet fruit om te groeien en bots niet tegen de muren of jezelf. Pijltjestoetsen/WASD of vegen om te sturen; spatie of P om te pauzeren.', board: 'Speelveld van Snake' }
};

/* The bridge picks the player's language (the portal's, else ?lang= or the browser's) and fills [data-i18n]; alone
   without the bridge script the game plays in English. */
const T = window.PortalBridge ? window.PortalBridge.translate(I18N) : I18N.en;
