'use strict';
/* In-game strings for the portal's 18 languages. */
const I18N = {
  en: {
    title: 'Space Rocks',
    help: 'Blast the drifting rocks: big ones split into smaller, faster pieces. Rotate with Left/Right or A/D, thrust with Up or W, fire with Space, pause with P. On a touch screen use the buttons at the bottom.',
    play: 'Play', playAgain: 'Play again', resume: 'Resume', pause: 'Pause', paused: 'Paused', sound: 'Sound',
    score: 'Score', best: 'Best', wave: 'Wave', waveN: 'Wave {n}', lives: 'Lives', gameOver: 'Game over',
    newBest: 'New best!', extraLife: 'Extra life!', rotateLeft: 'Rotate left', rotateRight: 'Rotate right',
    thrust: 'Thrust', fire: 'Fire', canvas: 'A small ship among drifting space rocks'
  },
  'zh-CN': {
    title: '太空陨石', help: '击碎漂浮的陨石：大陨石会裂成更小、更快的碎块。用左/右方向键或 A/D 旋转，上方向键或 W 推进，空格开火，P 暂停。触屏设备请使用底部的按钮。', play: '开始',
    playAgain: '再玩一次', resume: '继续', pause: '暂停', paused: '已暂停', sound: '声音', score: '得分', best: '最佳', wave: '波次',
    waveN: '第 {n} 波', lives: '生命', gameOver: '游戏结束', newBest: '新纪录！', extraLife: '奖励一条命！', rotateLeft: '向左旋转',
    rotateRight: '向右旋转', thrust: '推进', fire: '开火', canvas: '一艘小飞船穿梭在漂浮的太空陨石之间'
  },
  'zh-TW': {
    title: '太空隕石', help: '擊碎漂浮的隕石：大隕石會裂成更小、更快的碎塊。用左/右方向鍵或 A/D 旋轉，上方向鍵或 W 推進，空白鍵開火，P 暫停。觸控裝置請使用底部的按鈕。', play: '開始',
    playAgain: '再玩一次', resume: '繼續', pause: '暫停', paused: '已暫停', sound: '聲音', score: '分數', best: '最佳', wave: '波次',
    waveN: '第 {n} 波', lives: '生命', gameOver: '遊戲結束', newBest: '新紀錄！', extraLife: '獎勵一條命！', rotateLeft: '向左旋轉',
    rotateRight: '向右旋轉', thrust: '推進', fire: '開火', canvas: '一艘小飛船穿梭在漂浮的太空隕石之間'
  },
  ja: {
    title: 'スペースロック', help: '漂う岩を撃ち砕こう。大きな岩は小さく速い破片に割れます。←→ または A/D で回転、↑ または W で加速、スペースで発射、P で一時停止。タッチ画面では下のボタンを使います。',
    play: 'プレイ', playAgain: 'もう一度', resume: '再開', pause: '一時停止', paused: '一時停止中', sound: 'サウンド', score: 'スコア',
    best: 'ベスト', wave: 'ウェーブ', waveN: 'ウェーブ {n}', lives: '残機', gameOver: 'ゲームオーバー', newBest: 'ベスト更新！', extraLife: '1UP！',
    rotateLeft: '左に回転', rotateRight: '右に回転', thrust: '加速', fire: '発射', canvas: '漂う宇宙の岩の間を進む小さな宇宙船'
  },
  ko: {
    title: '스페이스 록',
    help: '떠다니는 바위를 부수세요. 큰 바위는 더 작고 빠른 조각으로 쪼개집니다. 왼쪽/오른쪽 방향키나 A/D로 회전, 위쪽 방향키나 W로 추진, 스페이스로 발사, P로 일시정지합니다. 터치스크린에서는 아래쪽 버튼을 사용하세요.',
    play: '시작', playAgain: '다시 하기', resume: '계속', pause: '일시정지', paused: '일시정지됨', sound: '소리', score: '점수', best: '최고',
    wave: '웨이브', waveN: '웨이브 {n}', lives: '목숨', gameOver: '게임 오버', newBest: '최고 기록!', extraLife: '목숨 추가!',
    rotateLeft: '왼쪽으로 회전', rotateRight: '오른쪽으로 회전', thrust: '추진', fire: '발사', canvas: '떠다니는 우주 바위 사이의 작은 우주선'
  },
  fr: {
    title: 'Rochers spatiaux',
    help: 'Pulvérise les rochers à la dérive : les gros se brisent en morceaux plus petits et plus rapides. Tourne avec Gauche/Droite ou A/D, accélère avec Haut ou W, tire avec Espace, pause avec P. Sur écran tactile, utilise les boutons en bas.',
    play: 'Jouer', playAgain: 'Rejouer', resume: 'Reprendre', pause: 'Pause', paused: 'En pause', sound: 'Son',
    score: 'Score', best: 'Record', wave: 'Vague', waveN: 'Vague {n}', lives: 'Vies', gameOver: 'Partie terminée',
    newBest: 'Nouveau record !', extraLife: 'Vie bonus !', rotateLeft: 'Tourner à gauche',
    rotateRight: 'Tourner à droite', thrust: 'Propulsion', fire: 'Tirer',
    canvas: 'Un petit vaisseau parmi des rochers spatiaux à la dérive'
  },
  de: {
    title: 'Weltraumfelsen',
    help: 'Zerschieße die treibenden Felsen: Große zerfallen in kleinere, schnellere Brocken. Drehen mit Links/Rechts oder A/D, Schub mit Hoch oder W, Feuer mit der Leertaste, Pause mit P. Auf dem Touchscreen nutzt du die Tasten unten.',
    play: 'Spielen', playAgain: 'Nochmal', resume: 'Weiter', pause: 'Pause', paused: 'Pausiert', sound: 'Ton',
    score: 'Punkte', best: 'Rekord', wave: 'Welle', waveN: 'Welle {n}', lives: 'Leben', gameOver: 'Spiel vorbei',
    newBest: 'Neuer Rekord!', extraLife: 'Extraleben!', rotateLeft: 'Nach links drehen',
    rotateRight: 'Nach rechts drehen', thrust: 'Schub', fire: 'Feuer',
    canvas: 'Ein kleines Raumschiff zwischen treibenden Weltraumfelsen'
  },
  es: {
    title: 'Rocas espaciales',
    help: 'Destruye las rocas a la deriva: las grandes se parten en trozos más pequeños y rápidos. Gira con Izquierda/Derecha o A/D, acelera con Arriba o W, dispara con Espacio y pausa con P. En pantalla táctil usa los botones de abajo.',
    play: 'Jugar', playAgain: 'Jugar de nuevo', resume: 'Continuar', pause: 'Pausa', paused: 'En pausa', sound: 'Sonido',
    score: 'Puntos', best: 'Récord', wave: 'Oleada', waveN: 'Oleada {n}', lives: 'Vidas', gameOver: 'Fin de la partida',
    newBest: '¡Nuevo récord!', extraLife: '¡Vida extra!', rotateLeft: 'Girar a la izquierda',
    rotateRight: 'Girar a la derecha', thrust: 'Propulsar', fire: 'Disparar',
    canvas: 'Una pequeña nave entre rocas espaciales a la deriva'
  },
  it: {
    title: 'Rocce spaziali',
    help: 'Distruggi le rocce alla deriva: quelle grandi si spezzano in frammenti più piccoli e veloci. Ruota con Sinistra/Destra o A/D, accelera con Su o W, spara con Spazio, pausa con P. Sul touchscreen usa i pulsanti in basso.',
    play: 'Gioca', playAgain: 'Gioca ancora', resume: 'Riprendi', pause: 'Pausa', paused: 'In pausa', sound: 'Audio',
    score: 'Punti', best: 'Record', wave: 'Ondata', waveN: 'Ondata {n}', lives: 'Vite', gameOver: 'Partita finita',
    newBest: 'Nuovo record!', extraLife: 'Vita extra!', rotateLeft: 'Ruota a sinistra', rotateRight: 'Ruota a destra',
    thrust: 'Spinta', fire: 'Fuoco', canvas: 'Una piccola astronave tra rocce spaziali alla deriva'
  },
  pt: {
    title: 'Rochas espaciais',
    help: 'Destrua as rochas à deriva: as grandes se partem em pedaços menores e mais rápidos. Gire com Esquerda/Direita ou A/D, acelere com Cima ou W, atire com Espaço e pause com P. Na tela sensível ao toque, use os botões de baixo.',
    play: 'Jogar', playAgain: 'Jogar de novo', resume: 'Continuar', pause: 'Pausar', paused: 'Pausado', sound: 'Som',
    score: 'Pontos', best: 'Recorde', wave: 'Onda', waveN: 'Onda {n}', lives: 'Vidas', gameOver: 'Fim de jogo',
    newBest: 'Novo recorde!', extraLife: 'Vida extra!', rotateLeft: 'Girar à esquerda', rotateRight: 'Girar à direita',
    thrust: 'Propulsão', fire: 'Atirar', canvas: 'Uma pequena nave entre rochas espaciais à deriva'
  },
  ru: {
    title: 'Космические камни',
    help: 'Разбивайте дрейфующие камни: большие раскалываются на меньшие и более быстрые обломки. Поворот — стрелки влево/вправо или A/D, тяга — вверх или W, огонь — пробел, пауза — P. На сенсорном экране используйте кнопки внизу.',
    play: 'Играть', playAgain: 'Ещё раз', resume: 'Продолжить', pause: 'Пауза', paused: 'Пауза', sound: 'Звук',
    score: 'Очки', best: 'Рекорд', wave: 'Волна', waveN: 'Волна {n}', lives: 'Жизни', gameOver: 'Игра окончена',
    newBest: 'Новый рекорд!', extraLife: 'Дополнительная жизнь!', rotateLeft: 'Повернуть влево',
    rotateRight: 'Повернуть вправо', thrust: 'Тяга', fire: 'Огонь',
    canvas: 'Маленький корабль среди дрейфующих космических камней'
  },
  tr: {
    title: 'Uzay Kayaları',
    help: 'Sürüklenen kayaları parçala: büyükler daha küçük ve hızlı parçalara bölünür. Sol/Sağ ok veya A/D ile dön, Yukarı ok veya W ile hızlan, Boşluk ile ateş et, P ile duraklat. Dokunmatik ekranda alttaki düğmeleri kullan.',
    play: 'Oyna', playAgain: 'Tekrar oyna', resume: 'Devam et', pause: 'Duraklat', paused: 'Duraklatıldı', sound: 'Ses',
    score: 'Puan', best: 'En iyi', wave: 'Dalga', waveN: 'Dalga {n}', lives: 'Can', gameOver: 'Oyun bitti',
    newBest: 'Yeni rekor!', extraLife: 'Ekstra can!', rotateLeft: 'Sola dön', rotateRight: 'Sağa dön', thrust: 'İtki',
    fire: 'Ateş', canvas: 'Sürüklenen uzay kayaları arasında küçük bir gemi'
  },
  ar: {
    title: 'صخور الفضاء',
    help: 'حطّم الصخور السابحة: الكبيرة تنقسم إلى قطع أصغر وأسرع. استدر بالسهمين يمينًا ويسارًا أو A/D، وادفع بالسهم لأعلى أو W، وأطلق النار بالمسافة، وأوقف مؤقتًا بـ P. على الشاشة اللمسية استخدم الأزرار في الأسفل.',
    play: 'العب', playAgain: 'العب مجددًا', resume: 'استئناف', pause: 'إيقاف مؤقت', paused: 'متوقف مؤقتًا',
    sound: 'الصوت', score: 'النقاط', best: 'الأفضل', wave: 'الموجة', waveN: 'الموجة {n}', lives: 'الأرواح',
    gameOver: 'انتهت اللعبة', newBest: 'رقم قياسي جديد!', extraLife: 'روح إضافية!', rotateLeft: 'استدر يسارًا',
    rotateRight: 'استدر يمينًا', thrust: 'دفع', fire: 'إطلاق', canvas: 'سفينة صغيرة بين صخور فضائية سابحة'
  },
  id: {
    title: 'Batu Angkasa',
    help: 'Hancurkan batu-batu yang melayang: batu besar pecah menjadi kepingan lebih kecil dan lebih cepat. Putar dengan Kiri/Kanan atau A/D, dorong dengan Atas atau W, tembak dengan Spasi, jeda dengan P. Di layar sentuh, gunakan tombol di bawah.',
    play: 'Main', playAgain: 'Main lagi', resume: 'Lanjut', pause: 'Jeda', paused: 'Dijeda', sound: 'Suara',
    score: 'Skor', best: 'Terbaik', wave: 'Gelombang', waveN: 'Gelombang {n}', lives: 'Nyawa',
    gameOver: 'Permainan berakhir', newBest: 'Rekor baru!', extraLife: 'Nyawa tambahan!', rotateLeft: 'Putar kiri',
    rotateRight: 'Putar kanan', thrust: 'Dorong', fire: 'Tembak',
    canvas: 'Pesawat kecil di antara batu angkasa yang melayang'
  },
  th: {
    title: 'หินอวกาศ',
    help: 'ยิงทำลายหินที่ลอยอยู่ หินก้อนใหญ่จะแตกเป็นก้อนเล็กที่เร็วขึ้น หมุนด้วยลูกศรซ้าย/ขวาหรือ A/D เร่งด้วยลูกศรขึ้นหรือ W ยิงด้วย Space หยุดชั่วคราวด้วย P บนหน้าจอสัมผัสให้ใช้ปุ่มด้านล่าง',
    play: 'เล่น', playAgain: 'เล่นอีกครั้ง', resume: 'เล่นต่อ', pause: 'หยุดชั่วคราว', paused: 'หยุดชั่วคราว',
    sound: 'เสียง', score: 'คะแนน', best: 'สูงสุด', wave: 'ระลอก', waveN: 'ระลอก {n}', lives: 'ชีวิต', gameOver: 'จบเกม',
    newBest: 'สถิติใหม่!', extraLife: 'ได้ชีวิตเพิ่ม!', rotateLeft: 'หมุนซ้าย', rotateRight: 'หมุนขวา', thrust: 'เร่ง',
    fire: 'ยิง', canvas: 'ยานลำเล็กท่ามกลางหินอวกาศที่ลอยอยู่'
  },
  vi: {
    title: 'Đá Không Gian',
    help: 'Bắn vỡ những tảng đá trôi nổi: đá lớn vỡ thành mảnh nhỏ hơn và nhanh hơn. Xoay bằng Trái/Phải hoặc A/D, tăng tốc bằng Lên hoặc W, bắn bằng Space, tạm dừng bằng P. Trên màn hình cảm ứng, dùng các nút ở phía dưới.',
    play: 'Chơi', playAgain: 'Chơi lại', resume: 'Tiếp tục', pause: 'Tạm dừng', paused: 'Đã tạm dừng', sound: 'Âm thanh',
    score: 'Điểm', best: 'Cao nhất', wave: 'Đợt', waveN: 'Đợt {n}', lives: 'Mạng', gameOver: 'Kết thúc',
    newBest: 'Kỷ lục mới!', extraLife: 'Thêm một mạng!', rotateLeft: 'Xoay trái', rotateRight: 'Xoay phải',
    thrust: 'Tăng tốc', fire: 'Bắn', canvas: 'Một con tàu nhỏ giữa những tảng đá không gian trôi nổi'
  },
  pl: {
    title: 'Kosmiczne skały',
    help: 'Rozbijaj dryfujące skały: duże rozpadają się na mniejsze i szybsze odłamki. Obracaj strzałkami w lewo/w prawo lub A/D, przyspieszaj strzałką w górę lub W, strzelaj Spacją, pauzuj klawiszem P. Na ekranie dotykowym użyj przycisków na dole.',
    play: 'Graj', playAgain: 'Zagraj ponownie', resume: 'Wznów', pause: 'Pauza', paused: 'Pauza', sound: 'Dźwięk',
    score: 'Wynik', best: 'Rekord', wave: 'Fala', waveN: 'Fala {n}', lives: 'Życia', gameOver: 'Koniec gry',
    newBest: 'Nowy rekord!', extraLife: 'Dodatkowe życie!', rotateLeft: 'Obróć w lewo', rotateRight: 'Obróć w prawo',
    thrust: 'Ciąg', fire: 'Strzał', canvas: 'Mały statek wśród dryfujących kosmicznych skał'
  },
  nl: {
    title: 'Ruimterotsen',
    help: 'Schiet de zwevende rotsen kapot: grote breken in kleinere, snellere brokken. Draai met links/rechts of A/D, geef gas met omhoog of W, vuur met spatie, pauzeer met P. Op een touchscreen gebruik je de knoppen onderaan.',
    play: 'Spelen', playAgain: 'Opnieuw spelen', resume: 'Verder', pause: 'Pauze', paused: 'Gepauzeerd', sound: 'Geluid',
    score: 'Score', best: 'Record', wave: 'Golf', waveN: 'Golf {n}', lives: 'Levens', gameOver: 'Game over',
    newBest: 'Nieuw record!', extraLife: 'Extra leven!', rotateLeft: 'Naar links draaien',
    rotateRight: 'Naar rechts draaien', thrust: 'Gas geven', fire: 'Vuren',
    canvas: 'Een klein ruimteschip tussen zwevende ruimterotsen'
  }
};
/* The bridge picks the player's language and fills [data-i18n]; alone without the bridge script the game plays in English. */
const T = window.PortalBridge ? window.PortalBridge.translate(I18N) : I18N.en;
