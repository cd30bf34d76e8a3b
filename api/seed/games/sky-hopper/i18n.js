'use strict';
/* In-game strings for the portal's 18 languages. */
const I18N = {
  en: {
    title: 'Sky Hopper',
    help: 'Tap, click or press Space to hop. Glide through the gaps between the pillars and stay off the ground. Pass 10, 25, 50 and 100 gates to earn medals.',
    play: 'Play', playAgain: 'Play again', resume: 'Resume', pause: 'Pause', paused: 'Paused', sound: 'Sound',
    gameOver: 'Game over', score: 'Score', best: 'Best', newBest: 'New best!', tapToHop: 'Tap or press Space to hop',
    medal_bronze: 'Bronze medal', medal_silver: 'Silver medal', medal_gold: 'Gold medal',
    medal_platinum: 'Platinum medal', nextMedal: 'Next medal at {n}', canvas: 'A paper plane flying between pillars'
  },
  'zh-CN': {
    title: '云端纸飞机', help: '点击屏幕、单击鼠标或按空格键让纸飞机向上跃起。穿过柱子之间的缝隙，别碰到地面。通过 10、25、50 和 100 道关口即可赢得奖牌。', play: '开始',
    playAgain: '再玩一次', resume: '继续', pause: '暂停', paused: '已暂停', sound: '声音', gameOver: '游戏结束', score: '得分', best: '最佳',
    newBest: '新纪录！', tapToHop: '点击或按空格键跃起', medal_bronze: '铜牌', medal_silver: '银牌', medal_gold: '金牌',
    medal_platinum: '白金奖牌', nextMedal: '下一枚奖牌：{n} 分', canvas: '在柱子间飞行的纸飞机'
  },
  'zh-TW': {
    title: '雲端紙飛機', help: '點擊螢幕、按一下滑鼠或按空白鍵讓紙飛機向上躍起。穿過柱子之間的縫隙，別碰到地面。通過 10、25、50 和 100 道關卡即可贏得獎牌。', play: '開始',
    playAgain: '再玩一次', resume: '繼續', pause: '暫停', paused: '已暫停', sound: '聲音', gameOver: '遊戲結束', score: '分數', best: '最佳',
    newBest: '新紀錄！', tapToHop: '點擊或按空白鍵躍起', medal_bronze: '銅牌', medal_silver: '銀牌', medal_gold: '金牌',
    medal_platinum: '白金獎牌', nextMedal: '下一枚獎牌：{n} 分', canvas: '在柱子間飛行的紙飛機'
  },
  ja: {
    title: 'スカイホッパー', help: 'タップ、クリック、またはスペースキーでジャンプ。柱のすき間をすり抜け、地面に落ちないように飛ぼう。10・25・50・100 ゲート通過でメダルを獲得！', play: 'プレイ',
    playAgain: 'もう一度', resume: '再開', pause: '一時停止', paused: '一時停止中', sound: 'サウンド', gameOver: 'ゲームオーバー', score: 'スコア',
    best: 'ベスト', newBest: 'ベスト更新！', tapToHop: 'タップかスペースでジャンプ', medal_bronze: '銅メダル', medal_silver: '銀メダル',
    medal_gold: '金メダル', medal_platinum: 'プラチナメダル', nextMedal: '次のメダル：{n}', canvas: '柱の間を飛ぶ紙飛行機'
  },
  ko: {
    title: '스카이 호퍼',
    help: '화면을 탭하거나 클릭하거나 스페이스를 눌러 날아오르세요. 기둥 사이의 틈을 지나고 땅에 닿지 마세요. 10, 25, 50, 100개의 관문을 통과하면 메달을 받아요.', play: '시작',
    playAgain: '다시 하기', resume: '계속', pause: '일시정지', paused: '일시정지됨', sound: '소리', gameOver: '게임 오버', score: '점수',
    best: '최고', newBest: '최고 기록!', tapToHop: '탭하거나 스페이스를 눌러 점프', medal_bronze: '동메달', medal_silver: '은메달',
    medal_gold: '금메달', medal_platinum: '플래티넘 메달', nextMedal: '다음 메달: {n}점', canvas: '기둥 사이를 나는 종이비행기'
  },
  fr: {
    title: 'Sky Hopper',
    help: 'Touche l’écran, clique ou appuie sur Espace pour remonter. Passe entre les piliers sans toucher le sol. Franchis 10, 25, 50 et 100 portes pour gagner des médailles.',
    play: 'Jouer', playAgain: 'Rejouer', resume: 'Reprendre', pause: 'Pause', paused: 'En pause', sound: 'Son',
    gameOver: 'Partie terminée', score: 'Score', best: 'Record', newBest: 'Nouveau record !',
    tapToHop: 'Touche ou appuie sur Espace pour voler', medal_bronze: 'Médaille de bronze',
    medal_silver: 'Médaille d’argent', medal_gold: 'Médaille d’or', medal_platinum: 'Médaille de platine',
    nextMedal: 'Prochaine médaille à {n}', canvas: 'Un avion en papier qui vole entre des piliers'
  },
  de: {
    title: 'Sky Hopper',
    help: 'Tippe, klicke oder drücke die Leertaste, um aufzusteigen. Fliege durch die Lücken zwischen den Säulen und berühre nicht den Boden. Für 10, 25, 50 und 100 Tore gibt es Medaillen.',
    play: 'Spielen', playAgain: 'Nochmal', resume: 'Weiter', pause: 'Pause', paused: 'Pausiert', sound: 'Ton',
    gameOver: 'Spiel vorbei', score: 'Punkte', best: 'Rekord', newBest: 'Neuer Rekord!',
    tapToHop: 'Tippen oder Leertaste zum Aufsteigen', medal_bronze: 'Bronzemedaille', medal_silver: 'Silbermedaille',
    medal_gold: 'Goldmedaille', medal_platinum: 'Platinmedaille', nextMedal: 'Nächste Medaille bei {n}',
    canvas: 'Ein Papierflieger fliegt zwischen Säulen'
  },
  es: {
    title: 'Sky Hopper',
    help: 'Toca, haz clic o pulsa Espacio para subir. Vuela por los huecos entre los pilares y no toques el suelo. Supera 10, 25, 50 y 100 puertas para ganar medallas.',
    play: 'Jugar', playAgain: 'Jugar de nuevo', resume: 'Continuar', pause: 'Pausa', paused: 'En pausa', sound: 'Sonido',
    gameOver: 'Fin de la partida', score: 'Puntos', best: 'Récord', newBest: '¡Nuevo récord!',
    tapToHop: 'Toca o pulsa Espacio para subir', medal_bronze: 'Medalla de bronce', medal_silver: 'Medalla de plata',
    medal_gold: 'Medalla de oro', medal_platinum: 'Medalla de platino', nextMedal: 'Próxima medalla en {n}',
    canvas: 'Un avión de papel volando entre pilares'
  },
  it: {
    title: 'Sky Hopper',
    help: 'Tocca, fai clic o premi Spazio per salire. Vola tra gli spazi fra i pilastri e non toccare terra. Supera 10, 25, 50 e 100 porte per vincere medaglie.',
    play: 'Gioca', playAgain: 'Gioca ancora', resume: 'Riprendi', pause: 'Pausa', paused: 'In pausa', sound: 'Audio',
    gameOver: 'Partita finita', score: 'Punti', best: 'Record', newBest: 'Nuovo record!',
    tapToHop: 'Tocca o premi Spazio per salire', medal_bronze: 'Medaglia di bronzo', medal_silver: 'Medaglia d’argento',
    medal_gold: 'Medaglia d’oro', medal_platinum: 'Medaglia di platino', nextMedal: 'Prossima medaglia a {n}',
    canvas: 'Un aeroplanino di carta che vola tra i pilastri'
  },
  pt: {
    title: 'Sky Hopper',
    help: 'Toque, clique ou pressione Espaço para subir. Voe pelos vãos entre os pilares e não encoste no chão. Passe por 10, 25, 50 e 100 portões para ganhar medalhas.',
    play: 'Jogar', playAgain: 'Jogar de novo', resume: 'Continuar', pause: 'Pausar', paused: 'Pausado', sound: 'Som',
    gameOver: 'Fim de jogo', score: 'Pontos', best: 'Recorde', newBest: 'Novo recorde!',
    tapToHop: 'Toque ou pressione Espaço para subir', medal_bronze: 'Medalha de bronze',
    medal_silver: 'Medalha de prata', medal_gold: 'Medalha de ouro', medal_platinum: 'Medalha de platina',
    nextMedal: 'Próxima medalha em {n}', canvas: 'Um avião de papel voando entre pilares'
  },
  ru: {
    title: 'Бумажный полёт',
    help: 'Касайтесь экрана, щёлкайте или жмите пробел, чтобы подпрыгнуть. Пролетайте в просветы между колоннами и не касайтесь земли. За 10, 25, 50 и 100 ворот — медали.',
    play: 'Играть', playAgain: 'Ещё раз', resume: 'Продолжить', pause: 'Пауза', paused: 'Пауза', sound: 'Звук',
    gameOver: 'Игра окончена', score: 'Очки', best: 'Рекорд', newBest: 'Новый рекорд!',
    tapToHop: 'Коснитесь или нажмите пробел', medal_bronze: 'Бронзовая медаль', medal_silver: 'Серебряная медаль',
    medal_gold: 'Золотая медаль', medal_platinum: 'Платиновая медаль', nextMedal: 'Следующая медаль: {n}',
    canvas: 'Бумажный самолётик летит между колоннами'
  },
  tr: {
    title: 'Gökyüzü Zıplayıcı',
    help: 'Yükselmek için dokun, tıkla ya da Boşluk’a bas. Sütunların arasındaki boşluklardan geç ve yere değme. 10, 25, 50 ve 100 kapıyı geçerek madalya kazan.',
    play: 'Oyna', playAgain: 'Tekrar oyna', resume: 'Devam et', pause: 'Duraklat', paused: 'Duraklatıldı', sound: 'Ses',
    gameOver: 'Oyun bitti', score: 'Puan', best: 'En iyi', newBest: 'Yeni rekor!',
    tapToHop: 'Yükselmek için dokun ya da Boşluk’a bas', medal_bronze: 'Bronz madalya', medal_silver: 'Gümüş madalya',
    medal_gold: 'Altın madalya', medal_platinum: 'Platin madalya', nextMedal: 'Sonraki madalya: {n}',
    canvas: 'Sütunlar arasında uçan kâğıt uçak'
  },
  ar: {
    title: 'طائرة السماء',
    help: 'انقر أو المس الشاشة أو اضغط المسافة لترتفع. حلّق عبر الفجوات بين الأعمدة ولا تلمس الأرض. اجتز 10 و25 و50 و100 بوابة لتفوز بالميداليات.',
    play: 'العب', playAgain: 'العب مجددًا', resume: 'استئناف', pause: 'إيقاف مؤقت', paused: 'متوقف مؤقتًا',
    sound: 'الصوت', gameOver: 'انتهت اللعبة', score: 'النقاط', best: 'الأفضل', newBest: 'رقم قياسي جديد!',
    tapToHop: 'المس الشاشة أو اضغط المسافة لترتفع', medal_bronze: 'ميدالية برونزية', medal_silver: 'ميدالية فضية',
    medal_gold: 'ميدالية ذهبية', medal_platinum: 'ميدالية بلاتينية', nextMedal: 'الميدالية التالية عند {n}',
    canvas: 'طائرة ورقية تحلّق بين الأعمدة'
  },
  id: {
    title: 'Sky Hopper',
    help: 'Ketuk, klik, atau tekan Spasi untuk naik. Terbang melewati celah di antara pilar dan jangan menyentuh tanah. Lewati 10, 25, 50, dan 100 gerbang untuk meraih medali.',
    play: 'Main', playAgain: 'Main lagi', resume: 'Lanjut', pause: 'Jeda', paused: 'Dijeda', sound: 'Suara',
    gameOver: 'Permainan berakhir', score: 'Skor', best: 'Terbaik', newBest: 'Rekor baru!',
    tapToHop: 'Ketuk atau tekan Spasi untuk naik', medal_bronze: 'Medali perunggu', medal_silver: 'Medali perak',
    medal_gold: 'Medali emas', medal_platinum: 'Medali platinum', nextMedal: 'Medali berikutnya di {n}',
    canvas: 'Pesawat kertas terbang di antara pilar'
  },
  th: {
    title: 'เครื่องบินกระดาษเหินฟ้า',
    help: 'แตะ คลิก หรือกด Space เพื่อบินขึ้น บินลอดช่องระหว่างเสาและอย่าแตะพื้น ผ่านให้ได้ 10, 25, 50 และ 100 ประตูเพื่อรับเหรียญ',
    play: 'เล่น', playAgain: 'เล่นอีกครั้ง', resume: 'เล่นต่อ', pause: 'หยุดชั่วคราว', paused: 'หยุดชั่วคราว',
    sound: 'เสียง', gameOver: 'จบเกม', score: 'คะแนน', best: 'สูงสุด', newBest: 'สถิติใหม่!',
    tapToHop: 'แตะหรือกด Space เพื่อบินขึ้น', medal_bronze: 'เหรียญทองแดง', medal_silver: 'เหรียญเงิน',
    medal_gold: 'เหรียญทอง', medal_platinum: 'เหรียญแพลทินัม', nextMedal: 'เหรียญถัดไปที่ {n}',
    canvas: 'เครื่องบินกระดาษบินผ่านระหว่างเสา'
  },
  vi: {
    title: 'Máy Bay Giấy',
    help: 'Chạm, nhấp chuột hoặc nhấn Space để bay lên. Lượn qua khe hở giữa các cột và đừng chạm đất. Vượt qua 10, 25, 50 và 100 cổng để nhận huy chương.',
    play: 'Chơi', playAgain: 'Chơi lại', resume: 'Tiếp tục', pause: 'Tạm dừng', paused: 'Đã tạm dừng', sound: 'Âm thanh',
    gameOver: 'Kết thúc', score: 'Điểm', best: 'Cao nhất', newBest: 'Kỷ lục mới!',
    tapToHop: 'Chạm hoặc nhấn Space để bay lên', medal_bronze: 'Huy chương đồng', medal_silver: 'Huy chương bạc',
    medal_gold: 'Huy chương vàng', medal_platinum: 'Huy chương bạch kim', nextMedal: 'Huy chương tiếp theo ở mốc {n}',
    canvas: 'Máy bay giấy bay giữa các cột'
  },
  pl: {
    title: 'Sky Hopper',
    help: 'Dotknij, kliknij lub naciśnij Spację, aby się wznieść. Przelatuj przez szczeliny między filarami i nie dotykaj ziemi. Za 10, 25, 50 i 100 bramek zdobywasz medale.',
    play: 'Graj', playAgain: 'Zagraj ponownie', resume: 'Wznów', pause: 'Pauza', paused: 'Pauza', sound: 'Dźwięk',
    gameOver: 'Koniec gry', score: 'Wynik', best: 'Rekord', newBest: 'Nowy rekord!',
    tapToHop: 'Dotknij lub naciśnij Spację, aby się wznieść', medal_bronze: 'Brązowy medal',
    medal_silver: 'Srebrny medal', medal_gold: 'Złoty medal', medal_platinum: 'Platynowy medal',
    nextMedal: 'Następny medal przy {n}', canvas: 'Papierowy samolot lecący między filarami'
  },
  nl: {
    title: 'Sky Hopper',
    help: 'Tik, klik of druk op spatie om omhoog te gaan. Vlieg door de openingen tussen de pilaren en raak de grond niet. Haal 10, 25, 50 en 100 poorten voor medailles.',
    play: 'Spelen', playAgain: 'Opnieuw spelen', resume: 'Verder', pause: 'Pauze', paused: 'Gepauzeerd', sound: 'Geluid',
    gameOver: 'Game over', score: 'Score', best: 'Record', newBest: 'Nieuw record!',
    tapToHop: 'Tik of druk op spatie om te stijgen', medal_bronze: 'Bronzen medaille', medal_silver: 'Zilveren medaille',
    medal_gold: 'Gouden medaille', medal_platinum: 'Platina medaille', nextMedal: 'Volgende medaille bij {n}',
    canvas: 'Een papieren vliegtuigje vliegt tussen pilaren'
  }
};
/* The bridge picks the player's language and fills [data-i18n]; alone without the bridge script the game plays in English. */
const T = window.PortalBridge ? window.PortalBridge.translate(I18N) : I18N.en;
