// The app's own words (Italian).
import type { AppKey } from './en';

export const appIt: Record<AppKey, string> = {
  'app.title': 'Boardwright',
  'app.tagline': 'Giochi da tavolo contro macchine amichevoli',
  'common.back': 'Indietro',
  'common.close': 'Chiudi',
  'app.partMissing': 'Questa parte dell’app non si è potuta caricare ({message}). Una nuova versione potrebbe averla sostituita: ricarica la pagina per continuare. La partita è salvata.',

  'game.gears.name': 'Ingranaggi',
  'game.innovation.name': 'Innovation',
  'game.gear-and-piston.name': 'Gear & Piston',

  'menu.newGame': 'Gioca a {game}',
  'menu.continue': 'Continua',
  'menu.continueNone': 'Continua (nessun salvataggio)',
  'menu.load': 'Carica partita',
  'menu.stats': 'Statistiche',
  'menu.settings': 'Impostazioni',
  'menu.rules': 'Regole',
  'menu.showcase': 'Vetrina (chiosco)',

  'setup.title': '{game}: nuova partita',
  'setup.players': 'Giocatori',
  'setup.seat': 'Posto {n}',
  'setup.human': 'Umano',
  'setup.variant.characters': 'Personaggi',
  'setup.seed': 'Seme',
  'setup.seedRandom': 'casuale',
  'setup.start': 'Inizia',

  'level.random': 'Casuale',
  'level.easy': 'Facile',
  'level.normal': 'Normale',
  'level.hard': 'Difficile',

  'seat.you': 'Tu',
  'seat.youLog': 'Giocatore {n} (tu)',
  'seat.human': 'Giocatore {n}',
  'seat.bot': 'Bot {n} ({level})',
  'seat.botShort': 'Bot {n}',

  'over.title': 'Partita finita',
  'over.winners': '{n, plural, one {Vince {names}} other {Vincono {names}}}',
  'over.nobody': 'Nessuno vince',
  'over.reason.codes': 'Un codice macchina è stato inserito per intero.',
  'over.reason.rounds': 'Sono stati giocati tutti e dieci i turni.',
  'over.reason.other': 'La partita è finita ({reason}).',
  'over.rank': '{rank}. {name} — {score}',
  'over.again': 'Gioca ancora',
  'over.menu': 'Menu',

  'stats.title': 'Statistiche',
  'stats.empty': 'Nessuna partita conclusa.',
  'stats.level': 'contro {level}',
  'stats.played': 'Giocate',
  'stats.won': 'Vinte',
  'stats.lost': 'Perse',
  'stats.tied': 'Pari',
  'stats.watched': 'Guardate',
  'stats.streak': 'Serie',
  'stats.unavailable': 'Statistiche non disponibili (archivio spento).',

  'load.title': 'Carica partita',
  'load.empty': 'Nessuna partita salvata.',
  'load.open': 'Apri',
  'load.delete': 'Elimina',

  'settings.title': 'Impostazioni',
  'settings.language': 'Lingua',
  'settings.speed': 'Velocità animazioni',
  'settings.reduceMotion': 'Riduci movimento',
  'settings.sound': 'Suono',
  'speed.slow': 'Lenta',
  'speed.normal': 'Normale',
  'speed.fast': 'Veloce',
  'speed.instant': 'Istantanea',

  'rules.title.gears': 'Regole di Ingranaggi',
  'rules.gears.1':
    'Scopo: inserire il tuo codice macchina di quattro carte. Ogni giocatore riceve sei ingranaggi e ne scarta uno a caso prima del primo round: ne restano cinque per i cinque round di giorno. A ogni round ogni giocatore posa in segreto un ingranaggio dalla mano, scegliendo quale dei suoi quattro valori è rivolto verso la carta round.',
  'rules.gears.2':
    'Poi, a partire da chi ha il segnalino e seguendo l’ordine di turno, ogni giocatore gira di un quarto in su o in giù l’ingranaggio del giocatore successivo (a un tavolo vero, il vicino di sinistra), oppure lo lascia; poi quell’ingranaggio viene rivelato. Sullo schermo gli ingranaggi stanno in ordine di turno, il tuo per primo: quello del giocatore successivo è disegnato a destra del tuo, e dopo l’ultimo viene di nuovo il primo.',
  'rules.gears.3':
    'La carta round dice chi vince: il più alto, il più basso, pari, dispari… Valori uguali si inceppano e non vincono. Un ingranaggio grigio pari solo a ingranaggi colorati ignora l’inceppo: loro si inceppano, lui no. Quello multicolore scambia il valore con l’ingranaggio del giocatore precedente, disegnato alla sua sinistra (il primo si scambia con l’ultimo), a meno che anche quello sia multicolore. Quello blu, se non vince, riporta in mano un altro ingranaggio dagli scarti.',
  'rules.gears.4':
    'Chi vince rende verde una carta codice che corrisponde per colore o numero all’ingranaggio vincente. Senza corrispondenza ne manda una scoperta in verifica (girata), oppure conferma una già in attesa; una vittoria successiva può confermarla.',
  'rules.gears.5':
    'Dopo cinque round di giorno inizia il turno di notte: ognuno riprende in mano gli scarti e scarta un ingranaggio a caso, i personaggi si girano e ogni carta notte aggiunge un effetto. La partita finisce quando qualcuno inserisce l’ultimo codice, o dopo dieci round. Le carte verdi valgono 1, quelle in verifica ½; vince il totale più alto non condiviso.',
  'rules.title.innovation':
    'Regole di Innovation',
  'rules.title.gear-and-piston':
    'Regole di Gear & Piston',
  'rules.innovation.1':
    'Scopo: guida la tua civiltà attraverso dieci età. La tua plancia ha fino a cinque pile, una per colore. Agisce solo la carta in cima a ogni pila, e la plancia mostra le icone delle carte in cima più quelle che l’allargamento della pila lascia vedere sulle carte sotto.',
  'rules.innovation.2':
    'Ogni giocatore pesca due carte dell’età 1 e ne cala una; inizia chi ha la prima in ordine alfabetico del nome inglese. Un turno è fatto di due azioni (una sola nel primo turno del primo giocatore, e anche del secondo con quattro giocatori): Pesca una carta dell’età della tua carta in cima più alta, Cala una carta dalla mano sulla sua pila, attiva il Dogma di una carta in cima, oppure Raggiungi.',
  'rules.innovation.3':
    'Dogma: conta l’icona in evidenza della carta su ogni plancia. Gli avversari che ne hanno meno devono eseguire le sue esigenze («Esigo»); quelli che ne hanno almeno altrettante condividono gli altri effetti, prima di te. Se un avversario che ha condiviso ha cambiato qualcosa, alla fine peschi una carta bonus.',
  'rules.innovation.4':
    'Allargare apre una pila a sinistra, a destra o in alto e mostra più icone. Le carte segnate vanno nella tua pila punti e valgono tanti punti quanto la loro età. L’azione Raggiungere conquista un obiettivo d’età quando i tuoi punti sono almeno cinque volte la sua età e hai una carta in cima di quell’età o superiore. Gli obiettivi speciali si conquistano appena la loro condizione è vera.',
  'rules.innovation.5':
    'La partita finisce subito quando un giocatore ha abbastanza obiettivi (6 in due, 5 in tre, 4 in quattro, 6 insieme nel gioco a squadre 2 contro 2), quando qualcuno dovrebbe pescare oltre l’età 10 (vince chi ha più punti, poi più obiettivi; chi è ancora pari vince insieme), o quando una carta dichiara un vincitore (se ne ha diritto più di un giocatore, la partita continua).',
  'rules.innovation.6':
    'Regola d’oro: fai tutto ciò che puoi di un effetto e salta il resto. Gli effetti con «puoi» sono facoltativi, gli altri no; un effetto «puoi» che chiede un numero preciso di carte non si fa con meno. Le regole dell’ultima edizione (Deluxe) sono quelle predefinite; la prima edizione, in cui nove carte sono diverse, si sceglie nella preparazione della partita.',
  'rules.gear-and-piston.1':
    'Scopo: costruisci la migliore automobile del 1888 per i due investitori sul tavolo. A ogni round piazzi i tuoi segnalini azione, i luoghi agiscono in ordine, poi si rinnovano l’Ufficio brevetti e lo Sfasciacarrozze: ciò che vi resta si scarta ed entrambi si riempiono dai loro mazzi.',
  'rules.gear-and-piston.2':
    'Pianificazione: dal primo giocatore, a turno ognuno piazza un segnalino sul primo spazio libero di un luogo, finché tutti i segnalini sono piazzati. Un segnalino usato nel Vicolo salta la pianificazione successiva. I tuoi progetti sono i pezzi che hai in mano, non ancora montati nell’auto: prima che i luoghi agiscano, ognuno può scartarne uno.',
  'rules.gear-and-piston.3':
    'Vicolo: esattamente uno tra Mercato nero (pesca tre pezzi Nuovi e tienine uno), Spionaggio (guarda i progetti di un rivale e prendine uno) o Forza sindacale (fai avanzare di un posto un segnalino qualsiasi in un altro luogo). Ufficio brevetti: prendi un pezzo Nuovo, dall’esposizione o coperto dal mazzo. Sfasciacarrozze: prendi fino a due pezzi Rottame; un pezzo scoperto preso è sostituito prima del successivo. Non tieni mai più di cinque progetti.',
  'rules.gear-and-piston.4':
    'Officina: il primo segnalino piazzato porta tre operazioni, il secondo due, ogni altro una; i segnalini agiscono in ordine di coda. Un’operazione monta un progetto nell’auto (nella sua fila, accanto a ciò che è montato), smonta un pezzo (che va scartato) o migliora: scambia quanti pezzi vuoi dell’auto con progetti dello stesso tipo, colore e fila. L’auto cresce dal Davanti e dal Dietro; le due metà si uniscono in Officina (gratis) o alla fine.',
  'rules.gear-and-piston.5':
    'Un’auto completa ha almeno un motore e, per ogni motore, un serbatoio del suo colore; almeno un cambio, almeno due assali ed esattamente uno sterzo; nessuno spazio vuoto; e ogni pezzo sostenuto da un assale, che regge i cinque spazi attorno a sé. Serbatoi e accessori colorati vogliono un motore del loro colore.',
  'rules.gear-and-piston.6':
    'La partita finisce subito quando qualcuno completa un’auto di almeno dodici pezzi, o al rinnovo quando un mazzo non riesce a riempire il suo luogo. Le auto incomplete si completano con ferraglia. Punti: ogni investitore paga le icone autonomia, comfort e potenza (da due di un tipo), più un punto per pezzo nella tua area di colore più grande, meno uno per punto di instabilità non annullato da una chiave. Dove le regole pubblicate tacciono, Boardwright usa regole della casa documentate.',

  'notice.workerRestarted': 'Il motore dei bot è ripartito; la partita continua.',
  'notice.storageFull': 'Memoria piena: questa partita non viene salvata.',
  'notice.storageUnavailable': 'Archivio non disponibile: partite e statistiche non verranno conservate.',
  'notice.storageWriteFailed': 'Impossibile salvare la partita; si continua a giocare.',
  'notice.saveConflict': 'Un’altra scheda ha salvato questa partita dopo l’ultimo salvataggio di questa: questa scheda non la salva più.',
  'notice.botFallback': 'Questo livello di bot non è ancora disponibile; gioca un bot casuale.',
  'notice.savesUnreadable': '{n, plural, one {# partita salvata non è leggibile.} other {# partite salvate non sono leggibili.}}',
  'notice.updateReady': 'È pronta una nuova versione: verrà caricata tra una partita e l’altra.',

  // A new version of the app in another tab (issue 45): this tab offers a reload.
  'app.newVersion': 'In un’altra scheda è in uso una nuova versione di Boardwright. Ricarica questa pagina per usarla; la partita è salvata.',
  'app.reload': 'Ricarica',
  // Issue 40: the Gears rules screen says which parts are this app's design (docs/rules/gears.md DESIGNED).
  'rules.gears.6': 'Il regolamento non riporta gli effetti delle carte round di notte né le abilità dei personaggi: gli effetti di notte e i personaggi qui (Meccanico, Dispatcher, Sabotatore, Decifratore) sono un’idea di Boardwright. Il resto segue le regole pubblicate.',
  // Issue 45: a database this tab can no longer open, and a lesson's place kept like a save.
  'notice.storageReload': 'Una versione più recente di Boardwright ha cambiato le partite salvate in un’altra scheda: esporta questa partita, poi ricarica questa scheda.',
  'save.failing.reload': 'Una versione più recente di Boardwright ha cambiato le partite salvate in un’altra scheda, perciò questa scheda non può più salvare la partita. Esportala prima, poi ricarica questa scheda.',
  'save.reload': 'Ricarica questa scheda',
  'lessonSave.failing.full': 'Memoria piena: il punto a cui sei arrivato in questa lezione non viene conservato. Finché questa scheda resta aperta non si perde nulla.',
  'lessonSave.failing.other': 'Non è stato possibile conservare il punto a cui sei arrivato in questa lezione. Finché questa scheda resta aperta non si perde nulla.',
  'lessonSave.failing.reload': 'Una versione più recente di Boardwright ha cambiato i dati salvati in un’altra scheda, perciò questa scheda non può conservare il punto a cui sei arrivato in questa lezione. Ricarica questa scheda.',
  'lessonOwner.elsewhere.title': 'Questa lezione è aperta in un’altra scheda',
  'lessonOwner.elsewhere.body': 'Una lezione si segue in una scheda alla volta, perché nessun passo vada perso. Prendila qui (l’altra scheda si ferma e non conserva più nulla), o torna al menu.',
  'lessonOwner.taken.title': 'Un’altra scheda ha preso questa lezione',
  'lessonOwner.taken.body': 'Ora la lezione continua in un’altra scheda, e questa scheda non conserva più il punto a cui sei arrivato. Riprendila qui (da dove l’ha lasciata l’altra scheda), o torna al menu.',
  'notice.urlGameLost': 'La partita iniziata da questo indirizzo non si trova nella memoria, quindi ne comincia una nuova.',
  // La sezione del Regolamento per Echoes of the Past (docs/rules/innovation-echoes.md).
  'rules.title.innovation.echoes': 'Echoes of the Past',
  'rules.innovation.echoes.1':
    'L’espansione Echoes of the Past si sceglie quando prepari una partita, solo con l’ultima edizione. Aggiunge 105 carte in dieci pile delle scorte tutte sue, una per età. Ogni giocatore pesca un 1 base e un 1 di Echoes e ne cala uno. Per vincere serve un obiettivo in più del solito.',
  'rules.innovation.echoes.2':
    'La regola di pesca di Echoes: l’età di una pesca si trova come sempre nelle pile delle scorte base; poi, se la tua mano non è vuota e non ha carte Echoes, peschi invece la carta Echoes di quell’età (la carta base se quella pila Echoes è vuota).',
  'rules.innovation.echoes.3':
    'Un effetto eco è stampato al posto di un’icona di una carta. Quando esegui un dogma, ogni effetto eco visibile in quella pila della tua plancia viene eseguito per primo, da quello della carta più in basso, poi le esigenze e gli altri effetti. Gli avversari condividono gli effetti eco come gli altri effetti; quelli degli avversari non vengono mai eseguiti.',
  'rules.innovation.echoes.4':
    'Un bonus è un numero stampato al posto di un’icona di una carta. I tuoi punti sono la tua pila punti più i tuoi bonus visibili: il più alto vale il suo numero, ogni altro vale 1. Questi punti contano ovunque: per raggiungere, nei confronti e alla fine della partita.',
  'rules.innovation.echoes.5':
    'Mettere nelle previsioni è mettere una carta coperta nelle tue previsioni: solo tu la vedi; gli altri vedono quante carte ci sono e l’età e il set di ciascuna. Subito dopo un’azione Calare puoi promuovere una carta delle tue previsioni di età non più alta della carta calata: calala, poi puoi eseguire un’azione dogma gratuita su di essa.',
  'rules.innovation.echoes.6':
    'Si possono conquistare cinque obiettivi speciali in più, appena la loro condizione vale: Supremazia (una stessa icona visibile tre o più volte in ciascuno di quattro colori), Destino (previsioni di sette carte), Ricchezza (otto bonus visibili), Eredità (un colore che mostra otto immagini) e Storia (un colore che mostra quattro effetti eco).',
};
