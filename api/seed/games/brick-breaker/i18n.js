'use strict';
/* In-game strings for the 18 supported locales, and the language this page plays in. */
const I18N = {
  en: { title: 'Brick Breaker', score: 'Score', best: 'Best', level: 'Level', play: 'Play', pause: 'Pause', resume: 'Resume', paused: 'Paused', gameOver: 'Game over', playAgain: 'Play again', newBest: 'New best!', cleared: 'Level cleared!',
    help: 'Break every brick and don\u2019t let the ball fall. Move with \u2190/\u2192 or A/D, the mouse or your finger; Space or tap to launch; P to pause.', board: 'Brick Breaker playing field' },
  'zh-CN': { title: '打砖块', score: '得分', best: '最佳', level: '关卡', play: '开始', pause: '暂停', resume: '继续', paused: '已暂停', gameOver: '游戏结束', playAgain: '再玩一次', newBest: '新纪录！', cleared: '过关！',
    help: '打碎所有砖块，别让球掉下去。用 ←/→ 或 A/D、鼠标或手指移动挡板；空格或点击发球；P 键暂停。', board: '打砖块游戏区域' },
  'zh-TW': { title: '打磚塊', score: '分數', best: '最佳', level: '關卡', play: '開始', pause: '暫停', resume: '繼續', paused: '已暫停', gameOver: '遊戲結束', playAgain: '再玩一次', newBest: '新紀錄！', cleared: '過關！',
    help: '打碎所有磚塊，別讓球掉下去。用 ←/→ 或 A/D、滑鼠或手指移動擋板；空白鍵或輕點發球；P 鍵暫停。', board: '打磚塊遊戲區域' },
  ja: { title: 'ブロック崩し', score: 'スコア', best: 'ベスト', level: 'レベル', play: 'プレイ', pause: '一時停止', resume: '再開', paused: '一時停止中', gameOver: 'ゲームオーバー', playAgain: 'もう一度', newBest: 'ベスト更新！', cleared: 'ステージクリア！',
    help: 'ボールを落とさずにブロックを全部壊そう。←/→かA/D、マウスや指でパドルを動かし、スペースかタップで発射、Pで一時停止。', board: 'ブロック崩しのプレイエリア' },
  ko: { title: '벽돌 깨기', score: '점수', best: '최고', level: '레벨', play: '시작', pause: '일시정지', resume: '계속', paused: '일시정지됨', gameOver: '게임 오버', playAgain: '다시 하기', newBest: '최고 기록 경신!', cleared: '레벨 클리어!',
    help: '공을 떨어뜨리지 말고 벽돌을 모두 깨세요. ←/→ 또는 A/D, 마우스나 손가락으로 패들을 움직이고, 스페이스나 탭으로 공을 발사하세요. P로 일시정지.', board: '벽돌 깨기 게임 화면' },
  fr: { title: 'Casse-briques', score: 'Score', best: 'Record', level: 'Niveau', play: 'Jouer', pause: 'Pause', resume: 'Reprendre', paused: 'En pause', gameOver: 'Partie terminée', playAgain: 'Rejouer', newBest: 'Nouveau record\u00a0!', cleared: 'Niveau terminé\u00a0!',
    help: 'Casse toutes les briques sans laisser tomber la balle. Déplace la raquette avec \u2190/\u2192 ou Q/D, la souris ou le doigt\u00a0; Espace ou touche l\u2019écran pour lancer\u00a0; P pour la pause.', board: 'Terrain de jeu du casse-briques' },
  de: { title: 'Mauerbrecher', score: 'Punkte', best: 'Rekord', level: 'Level', play: 'Spielen', pause: 'Pause', resume: 'Weiter', paused: 'Pausiert', gameOver: 'Spiel vorbei', playAgain: 'Nochmal spielen', newBest: 'Neuer Rekord!', cleared: 'Level geschafft!',
    help: 'Zerschlage alle Steine und lass den Ball nicht fallen. Schläger mit \u2190/\u2192 oder A/D, der Maus oder dem Finger bewegen; Leertaste oder Tippen zum Abschlagen; P für Pause.', board: 'Spielfeld von Mauerbrecher' },
  es: { title: 'Rompeladrillos', score: 'Puntos', best: 'Récord', level: 'Nivel', play: 'Jugar', pause: 'Pausa', resume: 'Continuar', paused: 'En pausa', gameOver: 'Fin de la partida', playAgain: 'Jugar de nuevo', newBest: '¡Nuevo récord!', cleared: '¡Nivel superado!',
    help: 'Rompe todos los ladrillos sin dejar caer la bola. Mueve la pala con \u2190/\u2192 o A/D, el ratón o el dedo; Espacio o toca para lanzar; P para pausar.', board: 'Campo de juego de Rompeladrillos' },
  it: { title: 'Spaccamattoni', score: 'Punti', best: 'Record', level: 'Livello', play: 'Gioca', pause: 'Pausa', resume: 'Riprendi', paused: 'In pausa', gameOver: 'Partita finita', playAgain: 'Gioca ancora', newBest: 'Nuovo record!', cleared: 'Livello completato!',
    help: 'Distruggi tutti i mattoni senza far cadere la palla. Muovi la racchetta con \u2190/\u2192 o A/D, il mouse o il dito; Spazio o tocca per lanciare; P per la pausa.', board: 'Campo di gioco di Spaccamattoni' },
  pt: { title: 'Quebra-tijolos', score: 'Pontos', best: 'Recorde', level: 'Nível', play: 'Jogar', pause: 'Pausar', resume: 'Continuar', paused: 'Pausado', gameOver: 'Fim de jogo', playAgain: 'Jogar de novo', newBest: 'Novo recorde!', cleared: 'Nível concluído!',
    help: 'Quebre todos os tijolos sem deixar a bola cair. Mova a raquete com \u2190/\u2192 ou A/D, o mouse ou o dedo; Espaço ou toque para lançar; P para pausar.', board: 'Campo do Quebra-tijolos' },
  ru: { title: 'Разбей кирпичи', score: 'Очки', best: 'Рекорд', level: 'Уровень', play: 'Играть', pause: 'Пауза', resume: 'Продолжить', paused: 'Пауза', gameOver: 'Игра окончена', playAgain: 'Ещё раз', newBest: 'Новый рекорд!', cleared: 'Уровень пройден!',
    help: 'Разбейте все кирпичи и не уроните мяч. Платформа — стрелки \u2190/\u2192 или A/D, мышь или палец; пробел или касание — запуск мяча; P — пауза.', board: 'Игровое поле «Разбей кирпичи»' },
  tr: { title: 'Tuğla Kırma', score: 'Puan', best: 'En iyi', level: 'Seviye', play: 'Oyna', pause: 'Duraklat', resume: 'Devam et', paused: 'Duraklatıldı', gameOver: 'Oyun bitti', playAgain: 'Tekrar oyna', newBest: 'Yeni rekor!', cleared: 'Seviye tamamlandı!',
    help: 'Topu düşürmeden tüm tuğlaları kır. Raketi \u2190/\u2192 veya A/D, fare ya da parmağınla hareket ettir; topu atmak için Boşluk ya da dokun; duraklatmak için P.', board: 'Tuğla Kırma oyun alanı' },
  ar: { title: 'كسر الطوب', score: 'النقاط', best: 'الأفضل', level: 'المستوى', play: 'العب', pause: 'إيقاف مؤقت', resume: 'استئناف', paused: 'متوقف مؤقتًا', gameOver: 'انتهت اللعبة', playAgain: 'العب مجددًا', newBest: 'رقم قياسي جديد!', cleared: 'أنهيت المستوى!',
    help: 'حطّم كل الطوب ولا تدع الكرة تسقط. حرّك المضرب بالأسهم أو A/D أو بالفأرة أو بإصبعك، واضغط المسافة أو المس الشاشة لإطلاق الكرة، وP للإيقاف المؤقت.', board: 'ساحة لعب كسر الطوب' },
  id: { title: 'Pemecah Bata', score: 'Skor', best: 'Terbaik', level: 'Level', play: 'Main', pause: 'Jeda', resume: 'Lanjut', paused: 'Dijeda', gameOver: 'Permainan berakhir', playAgain: 'Main lagi', newBest: 'Rekor baru!', cleared: 'Level selesai!',
    help: 'Hancurkan semua bata tanpa menjatuhkan bola. Gerakkan papan dengan \u2190/\u2192 atau A/D, mouse, atau jari; Spasi atau ketuk untuk meluncurkan bola; P untuk jeda.', board: 'Arena Pemecah Bata' },
  th: { title: 'ทำลายอิฐ', score: 'คะแนน', best: 'สูงสุด', level: 'ด่าน', play: 'เล่น', pause: 'หยุดชั่วคราว', resume: 'เล่นต่อ', paused: 'หยุดชั่วคราว', gameOver: 'จบเกม', playAgain: 'เล่นอีกครั้ง', newBest: 'สถิติใหม่!', cleared: 'ผ่านด่านแล้ว!',
    help: 'ทำลายอิฐให้หมดโดยไม่ให้ลูกบอลตก ขยับแป้นด้วย \u2190/\u2192 หรือ A/D เมาส์ หรือนิ้ว กด Space หรือแตะเพื่อปล่อยลูก กด P เพื่อหยุดชั่วคราว', board: 'พื้นที่เล่นเกมทำลายอิฐ' },
  vi: { title: 'Phá gạch', score: 'Điểm', best: 'Cao nhất', level: 'Màn', play: 'Chơi', pause: 'Tạm dừng', resume: 'Tiếp tục', paused: 'Đã tạm dừng', gameOver: 'Kết thúc', playAgain: 'Chơi lại', newBest: 'Kỷ lục mới!', cleared: 'Qua màn!',
    help: 'Phá hết gạch và đừng để bóng rơi. Di chuyển thanh đỡ bằng \u2190/\u2192 hoặc A/D, chuột hay ngón tay; Space hoặc chạm để phóng bóng; P để tạm dừng.', board: 'Sân chơi Phá gạch' },
  pl: { title: 'Rozbijanie cegieł', score: 'Wynik', best: 'Rekord', level: 'Poziom', play: 'Graj', pause: 'Pauza', resume: 'Wznów', paused: 'Pauza', gameOver: 'Koniec gry', playAgain: 'Zagraj ponownie', newBest: 'Nowy rekord!', cleared: 'Poziom ukończony!',
    help: 'Rozbij wszystkie cegły i nie upuść piłki. Paletką steruj strzałkami \u2190/\u2192 lub A/D, myszą albo palcem; Spacja lub dotknięcie wystrzeliwuje piłkę; P — pauza.', board: 'Plansza gry Rozbijanie cegieł' },
  nl: { title: 'Stenenbreker', score: 'Score', best: 'Record', level: 'Level', play: 'Spelen', pause: 'Pauze', resume: 'Verder', paused: 'Gepauzeerd', gameOver: 'Game over', playAgain: 'Opnieuw spelen', newBest: 'Nieuw record!', cleared: 'Level gehaald!',
    help: 'Breek alle stenen en laat de bal niet vallen. Beweeg het batje met \u2190/\u2192 of A/D, de muis of je vinger; spatie of tik om af te schieten; P om te pauzeren.', board: 'Speelveld van Stenenbreker' }
};

/* The bridge picks the player's language (the portal's, else ?lang= or the browser's) and fills [data-i18n]; alone
   without the bridge script the game plays in English. */
const T = window.PortalBridge ? window.PortalBridge.translate(I18N) : I18N.en;
const RTL = document.documentElement.dir === 'rtl';
