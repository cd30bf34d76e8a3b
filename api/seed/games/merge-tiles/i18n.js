'use strict';
/* In-game strings for the 18 supported locales, and the language this page plays in. */
const I18N = {
  en: { title: 'Merge Tiles', score: 'Score', best: 'Best', play: 'Play', cont: 'Continue', newGame: 'New game', resume: 'Resume', paused: 'Paused', gameOver: 'No more moves', tryAgain: 'Try again', newBest: 'New best!', win: 'You made 2048!', keepGoing: 'Keep going',
    help: 'Slide the tiles: equal numbers merge into one. Reach 2048! Arrow keys/WASD or swipe to move; Space or P to pause.', board: 'Merge Tiles board' },
  'zh-CN': { title: '合并方块', score: '得分', best: '最佳', play: '开始', cont: '继续游戏', newGame: '新游戏', resume: '继续', paused: '已暂停', gameOver: '无路可走了', tryAgain: '再试一次', newBest: '新纪录！', win: '你合成了 2048！', keepGoing: '继续挑战',
    help: '滑动方块，相同的数字会合并成一个。目标是 2048！用方向键/WASD或滑动来移动；空格或P键暂停。', board: '合并方块棋盘' },
  'zh-TW': { title: '合併方塊', score: '分數', best: '最佳', play: '開始', cont: '繼續遊戲', newGame: '新遊戲', resume: '繼續', paused: '已暫停', gameOver: '沒有可走的步了', tryAgain: '再試一次', newBest: '新紀錄！', win: '你合成了 2048！', keepGoing: '繼續挑戰',
    help: '滑動方塊，相同的數字會合併成一個。目標是 2048！用方向鍵/WASD或滑動來移動；空白鍵或P鍵暫停。', board: '合併方塊棋盤' },
  ja: { title: 'マージタイル', score: 'スコア', best: 'ベスト', play: 'プレイ', cont: '続きから', newGame: '新しいゲーム', resume: '再開', paused: '一時停止中', gameOver: 'もう動かせません', tryAgain: 'もう一度', newBest: 'ベスト更新！', win: '2048 達成！', keepGoing: '続ける',
    help: 'タイルをスライドさせて、同じ数字どうしを合体させよう。目指せ 2048！矢印キー/WASDかスワイプで移動、スペースかPで一時停止。', board: 'マージタイルの盤面' },
  ko: { title: '타일 합치기', score: '점수', best: '최고', play: '시작', cont: '이어하기', newGame: '새 게임', resume: '계속', paused: '일시정지됨', gameOver: '더 이상 움직일 수 없어요', tryAgain: '다시 도전', newBest: '최고 기록 경신!', win: '2048 달성!', keepGoing: '계속하기',
    help: '타일을 밀어 같은 숫자끼리 합치세요. 2048을 만들어 보세요! 방향키/WASD 또는 스와이프로 이동하고, 스페이스나 P로 일시정지하세요.', board: '타일 합치기 보드' },
  fr: { title: 'Fusion de tuiles', score: 'Score', best: 'Record', play: 'Jouer', cont: 'Continuer', newGame: 'Nouvelle partie', resume: 'Reprendre', paused: 'En pause', gameOver: 'Plus aucun coup possible', tryAgain: 'Réessayer', newBest: 'Nouveau record\u00a0!', win: 'Tu as atteint 2048\u00a0!', keepGoing: 'Continuer à jouer',
    help: 'Fais glisser les tuiles\u00a0: deux nombres identiques fusionnent. Atteins 2048\u00a0! Flèches/ZQSD ou glisse pour déplacer\u00a0; Espace ou P pour la pause.', board: 'Plateau de Fusion de tuiles' },
  de: { title: 'Kachel-Fusion', score: 'Punkte', best: 'Rekord', play: 'Spielen', cont: 'Fortsetzen', newGame: 'Neues Spiel', resume: 'Weiter', paused: 'Pausiert', gameOver: 'Keine Züge mehr', tryAgain: 'Nochmal versuchen', newBest: 'Neuer Rekord!', win: 'Du hast 2048 erreicht!', keepGoing: 'Weiterspielen',
    help: 'Schiebe die Kacheln: Gleiche Zahlen verschmelzen zu einer. Schaffst du 2048? Pfeiltasten/WASD oder Wischen zum Schieben; Leertaste oder P für Pause.', board: 'Spielfeld von Kachel-Fusion' },
  es: { title: 'Fusiona fichas', score: 'Puntos', best: 'Récord', play: 'Jugar', cont: 'Continuar', newGame: 'Nueva partida', resume: 'Reanudar', paused: 'En pausa', gameOver: 'No quedan movimientos', tryAgain: 'Inténtalo de nuevo', newBest: '¡Nuevo récord!', win: '¡Has llegado a 2048!', keepGoing: 'Seguir jugando',
    help: 'Desliza las fichas: los números iguales se fusionan. ¡Llega a 2048! Flechas/WASD o desliza para mover; Espacio o P para pausar.', board: 'Tablero de Fusiona fichas' },
  it: { title: 'Unisci le tessere', score: 'Punti', best: 'Record', play: 'Gioca', cont: 'Continua', newGame: 'Nuova partita', resume: 'Riprendi', paused: 'In pausa', gameOver: 'Nessuna mossa possibile', tryAgain: 'Riprova', newBest: 'Nuovo record!', win: 'Hai raggiunto 2048!', keepGoing: 'Continua a giocare',
    help: 'Fai scorrere le tessere: i numeri uguali si uniscono. Arriva a 2048! Frecce/WASD o scorri per muovere; Spazio o P per la pausa.', board: 'Plancia di Unisci le tessere' },
  pt: { title: 'Junte os blocos', score: 'Pontos', best: 'Recorde', play: 'Jogar', cont: 'Continuar', newGame: 'Novo jogo', resume: 'Retomar', paused: 'Pausado', gameOver: 'Sem jogadas possíveis', tryAgain: 'Tentar de novo', newBest: 'Novo recorde!', win: 'Você chegou a 2048!', keepGoing: 'Continuar jogando',
    help: 'Deslize os blocos: números iguais se juntam em um só. Chegue a 2048! Setas/WASD ou deslize para mover; Espaço ou P para pausar.', board: 'Tabuleiro do Junte os blocos' },
  ru: { title: 'Слияние плиток', score: 'Очки', best: 'Рекорд', play: 'Играть', cont: 'Продолжить', newGame: 'Новая игра', resume: 'Продолжить', paused: 'Пауза', gameOver: 'Ходов больше нет', tryAgain: 'Попробовать снова', newBest: 'Новый рекорд!', win: 'Вы собрали 2048!', keepGoing: 'Играть дальше',
    help: 'Сдвигайте плитки: одинаковые числа сливаются в одно. Соберите 2048! Стрелки/WASD или свайп — ход; пробел или P — пауза.', board: 'Игровое поле «Слияние плиток»' },
  tr: { title: 'Karo Birleştir', score: 'Puan', best: 'En iyi', play: 'Oyna', cont: 'Devam et', newGame: 'Yeni oyun', resume: 'Sürdür', paused: 'Duraklatıldı', gameOver: 'Hamle kalmadı', tryAgain: 'Tekrar dene', newBest: 'Yeni rekor!', win: '2048\u2019e ulaştın!', keepGoing: 'Oynamaya devam et',
    help: 'Karoları kaydır; aynı sayılar birleşir. 2048\u2019e ulaş! Hareket için yön tuşları/WASD veya kaydırma; duraklatmak için Boşluk ya da P.', board: 'Karo Birleştir tahtası' },
  ar: { title: 'دمج المربعات', score: 'النقاط', best: 'الأفضل', play: 'العب', cont: 'متابعة', newGame: 'لعبة جديدة', resume: 'استئناف', paused: 'متوقف مؤقتًا', gameOver: 'لا توجد حركات متبقية', tryAgain: 'حاول مجددًا', newBest: 'رقم قياسي جديد!', win: 'وصلت إلى 2048!', keepGoing: 'واصل اللعب',
    help: 'حرّك المربعات، فالأرقام المتساوية تندمج في مربع واحد. حاول الوصول إلى 2048! استخدم الأسهم أو WASD أو اسحب للتحريك، والمسافة أو P للإيقاف المؤقت.', board: 'لوحة دمج المربعات' },
  id: { title: 'Gabung Ubin', score: 'Skor', best: 'Terbaik', play: 'Main', cont: 'Lanjutkan', newGame: 'Permainan baru', resume: 'Lanjut', paused: 'Dijeda', gameOver: 'Tidak ada langkah lagi', tryAgain: 'Coba lagi', newBest: 'Rekor baru!', win: 'Kamu mencapai 2048!', keepGoing: 'Terus main',
    help: 'Geser ubin; angka yang sama akan bergabung. Capai 2048! Panah/WASD atau geser untuk bergerak; Spasi atau P untuk jeda.', board: 'Papan Gabung Ubin' },
  th: { title: 'รวมแผ่นตัวเลข', score: 'คะแนน', best: 'สูงสุด', play: 'เล่น', cont: 'เล่นต่อจากเดิม', newGame: 'เกมใหม่', resume: 'เล่นต่อ', paused: 'หยุดชั่วคราว', gameOver: 'ไม่มีทางให้เลื่อนแล้ว', tryAgain: 'ลองอีกครั้ง', newBest: 'สถิติใหม่!', win: 'คุณทำได้ 2048 แล้ว!', keepGoing: 'เล่นต่อไป',
    help: 'เลื่อนแผ่นตัวเลข ตัวเลขที่เท่ากันจะรวมเป็นแผ่นเดียว ไปให้ถึง 2048! ใช้ปุ่มลูกศร/WASD หรือปัดหน้าจอเพื่อเลื่อน กด Space หรือ P เพื่อหยุดชั่วคราว', board: 'กระดานรวมแผ่นตัวเลข' },
  vi: { title: 'Ghép số', score: 'Điểm', best: 'Cao nhất', play: 'Chơi', cont: 'Chơi tiếp', newGame: 'Ván mới', resume: 'Tiếp tục', paused: 'Đã tạm dừng', gameOver: 'Hết nước đi', tryAgain: 'Thử lại', newBest: 'Kỷ lục mới!', win: 'Bạn đã đạt 2048!', keepGoing: 'Tiếp tục chơi',
    help: 'Trượt các ô; hai số giống nhau sẽ gộp thành một. Hãy đạt 2048! Dùng phím mũi tên/WASD hoặc vuốt để di chuyển; Space hoặc P để tạm dừng.', board: 'Bàn chơi Ghép số' },
  pl: { title: 'Łączenie kafelków', score: 'Wynik', best: 'Rekord', play: 'Graj', cont: 'Kontynuuj', newGame: 'Nowa gra', resume: 'Wznów', paused: 'Pauza', gameOver: 'Brak możliwych ruchów', tryAgain: 'Spróbuj ponownie', newBest: 'Nowy rekord!', win: 'Masz 2048!', keepGoing: 'Graj dalej',
    help: 'Przesuwaj kafelki; takie same liczby łączą się w jedną. Zdobądź 2048! Strzałki/WASD lub przesunięcie palcem, by przesuwać; Spacja lub P — pauza.', board: 'Plansza gry Łączenie kafelków' },
  nl: { title: 'Tegels samenvoegen', score: 'Score', best: 'Record', play: 'Spelen', cont: 'Doorgaan', newGame: 'Nieuw spel', resume: 'Verder', paused: 'Gepauzeerd', gameOver: 'Geen zetten meer', tryAgain: 'Probeer opnieuw', newBest: 'Nieuw record!', win: 'Je hebt 2048 gehaald!', keepGoing: 'Verder spelen',
    help: 'Schuif de tegels: gelijke getallen smelten samen tot één. Haal 2048! Pijltjestoetsen/WASD of vegen om te schuiven; spatie of P om te pauzeren.', board: 'Speelbord van Tegels samenvoegen' }
};

/* The bridge picks the player's language (the portal's, else ?lang= or the browser's) and fills [data-i18n]; alone
   without the bridge script the game plays in English. */
const T = window.PortalBridge ? window.PortalBridge.translate(I18N) : I18N.en;
