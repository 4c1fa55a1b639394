/**
 * A development set of CVs that people publish in their own GitHub repositories: Word
 * documents and PDFs as they made them (Word, Google Docs, LaTeX, Canva), the kinds of files
 * recruiters receive, unlike the templates' examples. They are real people's CVs without a
 * licence: they stay outside the repository and are read by hand, never labelled here.
 *   npx tsx bench/github-cvs.ts <out-dir> --mirrors <dir>        copy the files from the mirrors
 *   npx tsx bench/github-cvs.ts <out-dir> --read                 print what the parser reads from each
 * <dir> holds the search tool's `fetch` mirrors of the repositories below (git directories).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseCv } from '../src/ingest/cv-parser.js';
import { ExtractionPool } from '../src/ingest/extract-text.js';
import { detectKind } from '../src/ingest/file-kind.js';
import { Places } from '../src/matching/places.js';
import { Taxonomy } from '../src/matching/taxonomy.js';

/** Repositories found through the file names CV.docx and resume.docx, at the commits read. */
const REPOSITORIES: Record<string, string> = {
  '3adosh/3adosh-CV': 'f31cbff8b9a690e3522f0c72fd0b129a15e1cc34',
  '7Brooksby/Resume_Brooksby': 'd558765de2b50c5eb8dfaf00d5fb7b8972dabe9e',
  'AAKARSH2003/Resume': 'd132d71a0d35f1a67056e93e79b8118e824423fe',
  'AGenovese-1/Current-Resume': '3c2f7a1177c343e8ec811af36aa7ea43de719c97',
  'AHMAD-butmah/cv': '29811c5518c0a7a18878af8d5855f15cd083b610',
  'ALphastrEAM5/CV': 'd288a0bf4cc7bf1e8b7c634a569dbc69b74d972f',
  'AML1821/My-Academic-CV': '1a017099c025e16917c5ea2f18fc5e827d82f2ab',
  'AXT940/CV': '98fa35a4125c8acf7dc796cbf9b00912e4cb947a',
  'AdrianStorr/Ad-resume': 'ed30a0d1b26700fe632234bb7930ecb62b938549',
  'Adrita148/Resume': '6ce8df0ec637b12f866e946d5080ca2c6637686e',
  'Agrebi-Farah/CV': '0d792635b66fc6500d5b98c2db68332fd3247d42',
  'AishuCheeku/resume': '273b4837c480f1ed40d561763198235d016f430e',
  'AkashAB5/CV': '0b5d097b8b863b66ca4d2f189dbffbaae0f94b51',
  'Akshay-S07/Resume': '81b63b0c69ae873e7726f7f8b8a2ef63b878287f',
  'Alecsis/Curriculum-Vitae': 'b2009ad748aa3db5250ef05344e9ffab4d22781f',
  'Alextanu96666/CV': 'a6124dff97ad0c0c3507167ec607f30c0eedac08',
  'Alexxelaa/CV': 'f68a9aa4fdbb7a9bc789333a7574d259cb92db33',
  'AliAshraf7868/CV': '40853ddde3972da16ad062bdff897593cdc052dc',
  'Alinshay/Resume': '25ab316d87c73b19df4624f25633440711943d75',
  'Ami1a/mon-cv': '44c2d722e97bf7ddda9c716cd0bc655715f97a7d',
  'Anjalisaluja305/Resume': '7c0b661c60ce027677f70911e12f1cbf08644bdc',
  'Ankon0048/CV': '2747a34ae23aca8fa7591c69a9f565f14de14e48',
  'Anna-M-R/CV': '02f7cfcc3931e13b5a2d72199e32d34539e59346',
  'ArasB10/cv': 'df209010c72a3750ca05683a71ca40756b8d1565',
  'AsmaaKishk/CV': 'a437afc46eb5d6c8387635f9129b74f38dd3d4cf',
  'BMatthai/curriculum-vitae': 'ca32e001b7c2a66ac67d425d37a38faf1e9e0760',
  'Bob3311/cv': 'a1af9746815eb6e9863ced18d4bc0b060f2004a4',
  // French CVs, found through the file names cv-fr.pdf, CV_FR.pdf and cv_fr.pdf.
  'Gregory-Druelle/mon_cv': '56634c39eec58647b4107f05e9ab3ff4c8b11e57',
  'alextoub/cv': '18e8bd4af7428ef93af9be59e39c5dbd4afc6a7a',
  'sbenhadja/cv-resume': '55291dd05023f45d9b9175abde198167dcaf4e11',
  'edesgree/resume': 'e9f0d5bf502d036b70c4cbe845d32ef3fb5e0428',
  'anasbouabid/CV': 'aca320d1ad4c6c3ba14c734488502631e82412c4',
  'jurichar/cv': '0321a000404c3bac2ba64bda2b583ecf70cd6ff9',
  'CleopheeR/CV': '52a9bdf34d17100ee32f7b43568835c6ee6466e7',
  'Nrc0/CV': 'b6511843b5c88f2e6df23e3d57b82d22b9c98824',
  'fatimataba21/cv-fatimata': 'f796c1c224449e7f8e8330a04b75e2417210b5c0',
  'pelevesque/CV': '87aebb0d03bfc3f9b84fe28eb61d163a02a4d8f3',
  'Aurel-C/CV': 'a1cef7bf204256fd756022513bb5a1a699dac168',
  'HOulcaid/my_resume': '4b9c7029e536cf3a574ae817ea4eecc979197322',
  'Cmouhsine/My-CV': 'a54ea7667e73ad233791051cc04fe6b35544b662',
  'Intissar8/cv-intissar': 'dac663933767e3c6315a11747664a9f8fffe37c6',
  'pillowinacoma/CV': '5cdc2168101a53f255bf655bef2900c73697cd94',
  'agailloty/CV': 'e33fc3b79900a0130a909c6a86fd3fd04a77c8eb',
  'Dyc0de/CV': '038708c9c60f2d55e0a71efae380a5a1e2fa9d38',
  'lee-pai-long/resume': '1331c38126e49e0f628feb8dd87d2da10128057b',
  // More Word documents, through the file name Resume.docx.
  'AKranig/Resume': '28e6ebfbd747dd14116b2b5e2359804cb6154c0b',
  'AasthaSmritiJha/Resume': '2ee16d9eeae18b0c2bf479a4df6ca1b047282925',
  'AbhinavDixit01/Resume': 'b63ad3d97814892567c3b46c56371ed98a14ea85',
  'AdamNathanielWhite/resume': '034cd1440fe414ad1e5e1a75ab511cddd01a6b65',
  'AdrianPrinceSolomon/Resume': 'd988644a029c4f8cf720bbd5c5799e7218bc5722',
  'AdrianZC/RESUME': '48a684bbfb4f913f250321f7b7fd77d6f71d3d9e',
  'AlenD-2/Resume': 'c9ba13d79c501e957c9bbb545f204340d90db11d',
  'AlistairMcNairSenior/My_CV': 'dae8c480b9786f69a6bae6069dda0a691cfb9a1f',
  'Amrita04N/resume': '9a3803e9b2bd467c216363ada5df787ad621e9f0',
  'An-Nguyen-profile-umn/Resume': '65a455ade02639ae664e144a7f49d9e8b23cd79e',
  '5tigerjelly/resume': 'f12c4075d0d5cf525aa128c12e4055588b41fee1',
  'AAyushShivam30/Resume': '2670867a098284b4d32de0cf3738ee00a25d2444',
  'Abhiram-who/Resume': '4e9dead4577aef349f42a78284ccf6c23c0eaa29',
  'Aditya0049/Resume': '8b886862e250c58d1ed9ddd35f65ea9abdb014f6',
  'Abhinav2007git/resume': '29f5b37b12e4494e35057cce2ca263d872c91e11',
  '66479/Resume2': '03fd93d8f9fd7b8788cd0fe3b7c5c51673d2ae22',
  '20AT1A3515/resume': '4937ea5ce123ba72ece9aab889c341629a614347',
  'Abhii2210/Resume_Info': 'ec3fd42e7ddeed5fe82f46bc85238e87a967c826',
  'MarvinMartin24/CV': 'd86534eb4f6b3030770dfbc77bb753c79a263a25',
  'RyanBeerBarron/CV': '1e7d6aecdf068c7ce004fc94627f43daeac5c607',
  'Soum-Soum/MyResume': 'df1ab86d4e57d6d476dd296c1d6c69759c149daf',
  'abou704/CV_WEB': '05d1c6cb54bf93bee74a5bc1d6b5a5a04e737b05',
  'arishsu/resume': 'c1a92ded0569cc262c845535c593fb43af78ada1',
  'darkhbr/cv': '14f435cb50d37cd7aea6c1a12f404bbca4bff16c',
  'fhebert/CV': '90f4d953eb1da8e5320cd944744adf083a67f57c',
  'prouveyrol/resume': 'bb5803c1a0164832e5ecad7df0271950e7a70a0e',
  'tfreret/resume': '5f075d1b16d338bb2cd6adf60a0573d5639c75b5',
  'LightInn/resume': '3380b0ba971f48c3398cd5befeb8afb77a70a59d',
  // Word documents made with python-docx and by hand, through the file name cv.docx.
  'AlexChung1995/CV': 'f9e115dc8c2813b25dd88f701c85a9b351932ca0',
  'Ayoub-Jaziri/Curriculum-Vitae': 'acf7e09c6684797bdbaac2fd8d19f18d439d4924',
  'Bmariama/mariamabah-cv': '7779eaf9156f892fd7385067bfbbcb7033c2eec6',
  'DannyRyman/cv': 'ec6010694324954494ad847ce39635ce6bce7366',
  'Andrex94/python-cv-project': '8a3f68c6147794b11ff7b73013528f2800416476',
  'Banele-dev/python-cv-project': '0455d4581e92c532a47ff5e0c02838f143b5a4f1',
  'Anisur369/cv': 'a9e277a28bd69d7b9cf46584995769d1dab1bdf3',
  'AnishSunar719/cv': '57b2e95323f193469bfd0c4144f224b4a407c4aa',
  // Europass CVs, the European Union's format, through the file names CV_Europass.pdf, CV-Europass.pdf and europass.pdf.
  'dagadbm/cv': '1a8539e4782198232f5b7e392083c5ab84341c26',
  'Dinca-Mihai/Dinca-Mihai-Mircea-CV---Europass': 'b74889b2d82647dcc018702d8259fd25b5bac04a',
  'AntonioMendezRuiz/Curriculum_AntonioMendez': '5f1bb638c16899c146a887ede676446cf798d9c5',
  'BorisLichev/AnEngineerInTheMaking': '2cd9ddffb79db2970f6094e73978f703893955c9',
  'Mithua/myRepository': '87df247eb174ab67783649aa2d13da17e54f7759',
  // French CVs of designed templates (Canva, Word) beside portfolios, through the file name mon_cv.pdf.
  '70-DIDIER/personadi': '1c0533672e03190296ea973626c4356d5f708c9b',
  'AZZEDDINE75/portfolio': '8c47e6dc9911c29b82d8859964bc1e371b3b0b3e',
  'AnnieNac/annienac.github.io': 'e8dbf65a022d5f57d67447dc5c0be90338666752',
  'Arabbelamri/portfolio': '11aa9d37c79f5d17eb39696a5a2f99d5f1857489',
  'Cecile-Rogue24/Cecile-Rogue24.github.io': '797ebec06670254bc6d0cef15e5b6e3770cac102',
  'ClvSimon/portfolio': 'a925c6481ae13f08e24a9d35b0d61c406c3ebd35',
  'D0ria/d0ria.github.io': '2a1292fdbe3db2916ab5ce546f4fa6a80d140b09',
  'Dahonim/dahonim.github.io': '2ea2b7c73c740383e596a083d4a50ab35e6322fb',
  'Elfafatimaezzahra/pro_portfolio': '56ba5c1c482ddc858e1b7f4d52aa6398b180db46',
  'Elieaidasso/Documents': '1fde4feba8d88bac7883d7ebc2912433d1bd8d70',
  'Goulvix/Portfolio': '818e70e181c3c57c81448c7dbd70f10a30ba4572',
  'Laura4422/portfolio-power-BI': 'c17f9e865412324e37da007e4930879103d1f586',
  'Leoyapi/Porte-folio': 'f5653c9cb6da81f2005dcc88bb0e9e19bfe8559f',
  'Mr-strong97/mon-portfolio': '979aef6234329445e0ff489446a24ce7b5b27aab',
  'RAMAROTSIALONINA/Portfolio-Tsialonina': 'ea0d3395d83c0855f5eb30ac10c3227337d34a57',
  'Schosmiel/Schosmiel.github.io': '18023a7c5182286c0fdb1e481d5a3177f58d4da4',
  'Supremaxx/portfolio-georges': '2249323b712510b63c0b67d480db782676511f19',
  'christiandu66/mon-porfolio': 'a25865252f3e6878d0a1e5d381eac4a3e96f32b1',
  'jdouampo/mon_site': 'b3c22b8cddfd318dbb2cecee3a1faded5ee41577',
  'laminendao/MonCV': 'c19dfe16fec3d990503a3214b90f023ef734684b',
  'mejry/my_cv': 'af035477684ce754b8a92e307b7ab5fe95f6016c',
  'oliviermullier/oliviermullier.github.io': 'fc2bf4523bb9d32ea50aac7480f9c6dc4117cdec',
  // Word CVs beside portfolios, through the file name cv.docx (not the generated ones of Python courses).
  '1-moon/1-Moon': '26a1a416c9586eda043ba8ed1650348872c9bc58',
  '27239/portfolio': '3bbaac125441ae6d0eb3d3cdd349950ddf6642d2',
  '7207094219/Rohan-Portfolio': '2c0629d7cc3f653490c0a3e07559dc776c6d396a',
  '75496/Cv': '5217f692870b95ccae185ce9f0e0493e50c7a28d',
  'A1ayush/bishalweb': 'fac61dd488abfd412277520b3056db8f075858e5',
  'AGaniyu/AGaniyu.github.io': 'a12ebb9663ff9b0c980098d87519899f5564e6a9',
  'ANDREWOWINO/ANDREW-OWINO-MY-PORTFOLIO': 'f11136bc2daf99ad4861adabe4c6120d3325bf56',
  'Ab3467/portfolio': '22e294bb9bf174f1b6247f04b3d111cab540a8d5',
  'AbdullahAlmizan644/alif_cv': 'c2407000d9b0663cff89bdec772a15082106229a',
  'AbhijithMADAVANA/portfolio-new': '4dcde0d0ca636b67eaa49cf7f850f8709a9c5d9f',
  'Abusheikha17/Zaid': '848a2a376c447ead671d66749bb1762a27163e84',
  'AdanohDuncan/PERSONAL-PORTFOLIO': 'd62fabe0eac7f296807d61d43e0d4efa2a2f05d1',
  'AjwadMahi96/web-portfolio': '0b7d245e738938aa44bc8c83209ac1e4f13458d5',
  'Asura-017/CV--Document': '7edfd2493fad9ca6011e903c2931c2d90958e372',
  'BhavyaGoyal7/cv-': '3ad6f258b96e8e6c94f85fc862808efc5b31439b',
  'BobbyKingman/BobbyKingman.Github.io': '3642c80453a3df548d0dbfff96e984edd4834f27',
  'Codewth/portfolio': '212c147cf6b9c9d2a9d15a912ac9cd6fdd348bd8',
  'Collo-G/My-portfolio': '5e7fd214d2e8b88601325a697177ffffa955553a',
  'DasariBhavana/my-portfolio': 'cf5e0eacb85627245121086aa50ce6634aff80b3',
  'DgvDilshan/portfolio-website': '16a6ac96e5add3834a5666e1501564d7a2752c00',
  'Devank3226/portfolio': '5df92472126db3237bc4f637fa33318e67085f7e',
  // French CVs beside portfolios, through the file name CV_FR.pdf (most with an English twin).
  'AbderrahmaneLasri/abderrahmane-lasri.github.io': 'fbe4cae667726c4ce554ae044ad290f78d5f2080',
  'Alexandre59510/Alexandre_Martinsse_Eportfolio': 'f335fe2dfe4b89f68939a922a6219284884ee1a2',
  'CarolinePromis/Portfolio': '309f3e3133d6b8d7c9fdc074642d0a57ae8d60e8',
  'CharlesBouquet1011/CharlesBouquet1011.github.io': '8b078598730866cedd15d45544ac59c2584ad4c9',
  'Dsteph07/Dsteph07.github.io': 'de64a7c3cce99018aac903501497e2e29845c35b',
  'ManonJK/Portfolio-v1': 'c291acf3bcf5a9736a32eae5b973de49d98893ef',
  'MarieSubra/Portfolio': 'd66e14e0b195f3c23aa32cff9b11175232d7b9ae',
  'Martin-elmqirmi/Martin-elmqirmi.github.io': '20cf2a3c161ea7235fd368b886c6385e70cc32c8',
  'Marzoug-Nabil/Nabil': 'f980e852a68c946f41147dc996c95cec9fdae9b5',
  'OumaimaTayyarat/OTayyarat': '32e0d1ef2c6b0ca6330dc220c19669f287a45587',
  'ZinaidaGeylikman/Portfolio': '2360a646df12720043397c1508641fbae58c2e5f',
  'abriiiic/portfolio': '8ba5897c26b50e103ee4b213451e64b68daaba0e',
  'nanneki/portfolio': '7d2db02c613aee302e1a170800ad9d60a5976b32',
  'nauroy26-cpu/portefolio': '7e94741d9697b4b65ba0800807150c526dc66b03',
  'nicolius13/portfolio': '852f6f767cd6c98b108b44cb9df5bd14aeebc286',
  'saadalaoui23/e-Portfolio': 'a4ab1937558a4a99f41bc7dc122b1cb16919846a',
  'tcanisaresmorere/portfolio': 'f56baaa450724f9e5e8972dad8579a0f0d454090',
  'thibaut-lemoine/thibaut-lemoine.github.io': 'dfed37d0f575854570eb561f328bce16eb565c5f',
  // Word CVs beside portfolios, through the file name assets/CV.docx (some with the PDF the same person made of it).
  'Ahmed-cherif/Portfolio-App': '73d545f5543b80e66fc75298270514d6c40daca3',
  'Alimomeni2000/portfolio.gitgub.io': '378dcde05169fee8286dde2b8735b31d8549be13',
  'Andrii418/Portfolio': '64681aa9cf6aff810f27141da152fc794325e26d',
  'AnuradhaMadurapperuma/Digital_profile_project': 'a8127f92d11c745aa06cbf71937696c3b5b4c1b1',
  'Asugi16/CV': 'f0fe111456e3266ba986d57a78bc6ae9a4e3c659',
  'BarrySoap/Website': '14cd731aa5128b002bbde77ac85c79859a8ccb5d',
  'Clairebis/Portfolio': 'a23c32afcc78c41e2fb7e3e7005ee74180e7f80e',
  'Conorfair/Conorfair.github.io': '081c2be0b12c25d4282bc9eef6b5180c0dd1848d',
  'CristianF77/Resume': '0b69709fbb34a25dfa307e61a45e75732c665a0a',
  'Dare-Badejo-001/myWebsite': 'ccfaaef5b57b23ba7ca58916eaf9ba2f3b9cc306',
  'E-dwardG/CV-website': '0889ce2697399429b960789b96f1cfae916994e7',
  'EmmyChesh/Resume': 'b12af8d75b961eb2c02caa2758a78cb2a7d47921',
  'Farivini/Resume_CV': '49c5ddf63cfdc47878421fc14dadcebd9361c2a0',
  'GrahamWilliamson234/Dazl.ie': 'd0c379e5d55d7d18175b2373d176624a110af4bd',
  'Jos254Kenya/portfolio': 'd005f1e590188ad8e139d712ae12424f5e38c815',
  'LukeBarsby/Portfolio': '7d7c69369a195a382f451de75b641be4643ddc6f',
  'MorganLoweGit/MorganLowePortfolio': 'd43f632ad08dd71110a1b8e81abe8f7e95475319',
  'OdeyAustino/RESUME': 'feff7c270b04cb68a31052b34d77d0d520cbbce3',
  'SihemOHsin/My_CV': 'f218368fdb118b8ecb87e82efb6a4bb475c66e48',
  'Uzezi93/uzezi-okinedo': 'b5a979ac22b60f56018c7f82840e89c97ce2666c',
  'VladaRey/Portfolio': '22a9c1e6790b402525f421f271e944f693555ac3',
  'cliffondari/Portfolio': 'a53cac67cd111c4ead923c41aa6d267fabbf2b05',
  'apadlo/portfolio': '539fe54890054d44b02742ec2923fb82a27031ef',
  // A staffing agency's collection of its consultants' Word resumes, all of them.
  'Kvn00000/MyPortfolio': '26ec5ed71cb344778da23bda1ae26565ae33f804',
  'YasserManouzi/Portfolio': 'f300e5df7106f8979b91933fb1aaaabc7b51980f',
  'ZakariaHrida/ZakariaPortfolio': '2ed6611e0a2f2fa83da98d58f770f8e7f1658599',
  'alaaotay8/AlaaOtay_Portfolio': '1f8da7cbcc481260d4f26206d522cbb1b1b31636',
  'cedrikletarte/portfolio': '620c40b14ae4495af278a21076ac5981bcf6bb54',
  'daniss/devopsportfolio': '5a428e6974092cb939155bacdfb2ce806bd95696',
  'elannasinada/e-portfolio': '4ea7cd7cb994fa2962e388a4ecebc7625b42e4a5',
  'vertpierre/openclassrooms-portfolio': '9a3dc3033088f161e30356e3b16a5bb2d53f3a14',
  'sondiedh-sys/Soni_Diedhiou_portfolio': 'c712ba286e9daa19073123bc69321d44eea4f491',
  'Timi-Duban/timiwebsite': 'e05b34cff44238091923b574b598d7301a349cbe',
  'VirtuMind/portfolio': '194285bf82962c7a5084ef452465af01ed853d4f',
  'atogbevi/Portfolio': 'c368807bde156fa0f04005f31fda98082f318fee',
  'earzalien/portfolio.v2': '65a3db593e41371b5e7b18889e1c61522031dd49',
  'Blow07/ProjetSAE104': '5279e5de2efee26fdffbc28b3fb30cb86aba7041',
  'EnzoMarinich/myPortfolio': 'de96ea146f1fb5403f98919379a13fd1ac567531',
  'Nathanrebourg/portfolio2025': '27c7c779a0b4b25643c35c7a09dcd8385b0c2f24',
  'NoahCherel/Web': '659dd300b79d47010898ed0f57e3b20f806511b4',
  'James-Hirst-1998/james-hirst-website': '1d670cdcf844ebbe752687d5ec62f5ef62cba8f8',
  'emcuttsy/personal-website': '214fe2d8cd30c659ed2b530d3b10d24d4cbfcfc2',
  'JacklStevens/Data-Analyst': '2ecc212a63d565d825aa385a578e3393f57a6447',
  'LoganWaldron/LoganWaldron.github.io': '3d39092c1fde19ff83b0451d9c41d7b8375a529e',
  'chicagoram/resume': '052f606985aa60ab762424e5e799cd4c94a82054',
  // More portfolios publishing cv_fr.pdf beside cv_en.pdf (eleventh session).
  '17Sx/Portfolio2026': '606555aeb10bbfafd3e33f99e85a30bafd3d8397',
  'J0YB0Y28/teddy-portfolio-main': '77e8d56e392dcff224d0678d3932fb628d6c090b',
  'Louix27/portfolio-react-louis': '865874b9c2f5267fb9f8348a9782721e05071386',
  'Mtg221/portfolio': '8bb3e06ae3ba05dc3bfc60b074cd6c6f12c46afe',
  'NoZiL/nozil.dev': '6fe8f7a96d61be8997759012da046fd3178b9a8e',
  'TheBlackSwannn/portfolio-V2': '4e4d0c387c1c30a89e5f29e2834e14261346a3e9',
  'alexisduque/alexisduque.me': 'da170f48a6553a488c27f8fb35422c08f2f7b2ef',
  'bikelalif/portfolio': 'ec056cff245410cde26c14b59e7a6918446fe6f5',
  'booleans-oss/portfolio': '24c6a1395b41a093298fdf70f6821d99b24a00b9',
  'coco33920/website': 'bacfad0fb46bb3e551339c329101e0789ef9e1d1',
  'hkm8850/portfolio': '05e5a243dfcca3c49c85bbdb775104882cc6b688',
  'matfire/Portfolio': 'bb56adf2f2c3b428476940b610b124b2c35eff66',
  'omarty/portfolio': 'd440f423b06828d367c5340e88ae355c1998b3fc',
  'theovidal/theovld.fr': '3b4c0c45665a0c55e9431dc0a9a51c6fdfbed595',
  'mdiagne4/digitoway': '417d9f5b16a7343a4a860b9ac2328b2ac428aabd',
  // Portfolios publishing public/CV.docx (found through that path), read in the twelfth pass.
  'AbdallahHamdan2370/portfolio': '9b045ea01f71b8d303ac91237b60cef26fef2e09',
  'AmrIbrahim41/My-portfolio': '960074e89ed710c5154205f11232ba47f826eec3',
  'Amrutha-Gopalakrishnan/New-Portfolio': '88b89c12cdf45dbda2f8e82cd31d17d66716341a',
  'Andy-DotDev/react-portfolio': 'f1604438c945f1e938b0b55e02699c95f9c6d757',
  'Anmol-87/Portfolio-website': 'ef7a51f30939ead59f91edef1f046c21712b3902',
  'Avitoohband/portfolio': '14eb92d37b79b50984b3b6a7309dc765d138c42d',
  'BenMacha/benmacha.github.io': 'ed9c0cbce220b77505433e4de200596bd8c94c15',
  'ChrisMaylor92/portfolio-1': '21e0a4703b3cf5a10701342c8cfca138f54182e9',
  'EmiAguero1997/emi-portfolio': '4f422b169a506e3f4868ac16081917a29e8e5323',
  'Eolan-Sama/Portfolio-website': 'a33bb1fbfe6ce0a82ed1a36023d305cec65c2e7c',
  'Erixon159/personal_website': 'b97602235d811a7d24056e73506755984cd356e5',
  'Mike-W00d/Portfolio-V2': '627d8c7b8abc4bbacd8de22820e0efc75ccc39a4',
  'NduNdu21/ndumiso-mbangeleli': '1547cc1e11f8853690b4230aa19c0fbd6aba727b',
  'SamStrike98/myblog': '92ac3b17bde4b7525f59478989ced981169af158',
  'finnjefferis/portfolio-site': '70d1c41723b3763097b23a5acce0ba9ffc28e11a',
  'jacobreesgit/Portfolio': 'b80cdb01341ab757b88abd64eab0a1d1f47c1c16',
  'natelandrum/portfolio': '667331285e2ec0c1b8ccdcf6309560ad448ee452',
  'ryandewick/Portfolio': '5263f8a048920fe57794581055542bfd5ac53d1b',
  'malloryfaria/react-portfolio': 'c1fdc6ec401beae9be3be2849ae1e0a28bac8e2e',
  'necrydark/PortfolioV1': '2189668235373897138ac7b42b97c9a5fb8a1c41',
  'Pan-Raphael/website': 'e37331343c6f5c88d5d5db895fa8a1f6cc105ca2',
  'pellegabriel/curriculum': 'd5ac0570fe032bf1dc901acb05fcb931b7dc58f5',
  // Portfolios publishing assets/Resume.docx (found through that path).
  '5earle/earlewhite.github.io': '18ba6db5ac3cae374f00d1d1af2a4e62dfaf3b46',
  'AKStack-dev/Arun-Krishna': '406ce1b10d192ed948b18e49380974848a398089',
  'AlexMassenzio/AlexMassenzio.github.io': '68356c1b5338176b1ded46204db7b43ffcf1ee00',
  'AndrewOfIndana/AndrewChoiPortfolio': '01980ab3ccd44d96dc2518aa636d33731af7cb08',
  'Bartlett-S/Portfolio': '596463cc3b5bdb92a00814701a366b28fa492685',
  'ChaseCorbin/Website-Portfolio': '420c7a221451ae1ae977f6dfa448ef41b006a151',
  'DrZimmer/Professional_Portfolio': '384df8195728c781b69d343936039ef001c960b6',
  'EleSaltmarsh/Bootstrap-Portfolio': '90a25f7a92050afa610bcfc83b50a64f4b503580',
  'EzraHall99/EzraHall': '8fb2bdc55b4ba1a01202889782b00bab5bac9ec9',
  'GarryYwl/digital-portfolio': '7017e385e934ab647a9467fc4566d96a83b0fa57',
  'IgorDGomes/CV': 'ec5cb61775c9da2ebec98a79afc4313193c9b50d',
  'Klcohen/Klcohen.github.io': '10620aae1fd3d2603bdc0e62049bfd802ce5db55',
  'LungileSibitani/LungileSibitani.github.io': '414e62ed2df853cd1ced956bdab6e930c1898d69',
  'Macpickle/Personal-website.io': '8bdc02b90cf12ba558811a1d6130236bd8222b6a',
  'ShannonDukes/Portal-Portfolio': 'c2e44c561eab38fc953905ddd3334c2d93994f1a',
  'TLimmer19/Personal-Portfolio': 'afcc1a098a72e75395384ab2d1bc01365aa7b331',
  'craigrobertsdev/portfolio': 'b6cdfd36c9261a898c16f73ae5fbb978cc85325c',
  'dado3212/alexbeals.com': '6e394a440be4b524e3f2779dea7ee5e8dcb1c7f0',
  'connorkelly96/Portfolio-page': 'be3a7c378ffb35d9b91c8a1f8d7b52cb46ef90b0',
  'danielperrycook/Digital_Resume': '3b4da5bb401cd590e1e8790ff56dc77f385b4adb',
  'amtodd999/amtodd999.portfolio': '6d5c13a94b981da0f1b8b4ab3c598da0876c025a',
  // French CVs published as assets/CV_FR.pdf or assets/cv_fr.pdf (found through those paths).
  'AdamTaguirov/AdamTaguirov.github.io': '43f8c7c9a0f856ea241164de8d5e1d79aac6efae',
  'Angelenguems/Angelenguems.github.io': '67e9766938d8f293994ecc13d0f8e6b1f84f424e',
  'Moez-0/Moez.cf': '0b3a271f943f36f6afa2c48b2e26c2b73a866ab3',
  'clemence-bois/clemence-bois.github.io': '590e653f86be320515fb5257680fdc602d364432',
  'gaetanserre/gaetanserre.github.io': '33f68dba300517a8fb9f8b624ad21322b9edb6e2',
  'hestia-aura/hestia-aura': '0a0f51b98b1235e880e1961ee8180969f2e085f0',
  'mohamedamin123/Portfolio': 'df0db947879416bb221b1ec5ee6d1ace775c6873',
  'ndoudinimrod/ndoudinimrod.github.io': '545d93c4d247c1bdb58688c9340e53640d85171d',
  'wafodaviel459/wafodaviel459.github.io': '4e13f828a99f194e9b7a7f19de059f4f6777fde9',
  'Vasla13/Portfolio-3': '1e328b97975643e39851dd0a768b110c8437dd88',
  'clementlavaud/clementlavaud.github.io': 'd30653f592d11ffc526c3f19aff967e7c7c157ac',
  'badock/pageperso': '180b1f88505fed96ef521ff91a722bb52d2026a7',
  'aschoenauer-sebag/aschoenauer-sebag': '81217de125d6382c9f43ee6854fd81e90b9cafb5',
  // Sample resumes that resume-analyser projects ship as sample_resume.docx (and its PDF): fictional people, mostly
  // written with python-docx, the kind of Word file the development set's DOCX are (found through that file name).
  'Achan-Sai-pranay/resume-checker-hackathon': 'ecb5b73c92eb81d4ec6298667781119ad7a0620c',
  'Ekanshiganglas/Hireflow-ai': 'cf00e0af0b3ac36105a0b36224e2d7c373f7fe23',
  'Eswarreddy15503/AI-Resume-Analyzer': '9dc3423176b214d95460777f9bc6dae574ee34ce',
  'Gokul-B05/Portfolio': '882890afb86a418b02297910967c6cd725cf5502',
  'Gowthampalanivel-07/AI-CARRIER-DEVELOPMENT-SYSTEM': 'e99a2776be4148ff0a4b31bc2bc604bdcb5e9074',
  'Guna1610/Resume-Optimizer-with-GenAI': 'c8eaa88b0bd7b14ac8f1d1465e6eaad8f192292e',
  'Herapuramsohail/AI-Powered-Resume-Review-System-using-CrewAI': '8c7e8a91bdd0dd0fe1a68f4edf831bb5caaa67c1',
  'Hetakshi007/resume-analyzer': '7650e0e0450542ce7db9a6a4a1052546dc5a4365',
  'KiranMannepalli-Dev/AI-Powered-Resume-Analyzer-Job-Match-System': '37191b4dc0cf4dad26d8dec82610a14edee4277d',
  'Moparthy7/resume-filter-bot': '6b95afcedf1a6992370a87235c733e5022f7327c',
  'NaveenSaini76/Resume_Parser_Pinnacle_Labs': 'd3d468e25de1993bf2e2fd98b83ce0848ad02ca0',
  'Nitinprasadsingh/HirableAI': 'ce6f6b7e6f54a683b27ea50e53b96e4e7044a485',
  'PAURUSH077/ai-nlp-resume_analyzer': 'fad7960f40c72a997686c1af377987580b8810e2',
  'Ridasakura/AI-Resume-Analyzer': '54fb24aee38670e20cf7c22586192da3fcc2b3db',
  'Ruijue/CareerCompass': '2fb9782d3f10aabccf40e57c417fc38beec4838d',
  'SA2603/hiresense-ai': '8c50fa1758844009aa6423aa9adf61b362cbd0bf',
  'SagarD2305/resume-info-extractor': '2c44527219780b859a829a162912920a0eaecde6',
  'Sourenan/CV-Data-Extractor': '5421c74b13371c37f16cb63029119396e8026d1e',
  'Tiyasadas123/AI_Resume_Scanner': 'afb1d5ba579d5179c2538cf2806c931788c20530',
  'Varshan0128/hiredai-m2': 'e1e6f92433c83271024e3a7bb9ec9a9cf369a96c',
  // French CVs (and their English twins), through the file names cv_fr.pdf, cv-fr.pdf and CV_FR.pdf.
  '7d4b9/cv': '805f50489743bade095fc26a7b8155cac041f326',
  'aesgeorges/cv': '803aac9168261c75b1be7913d6031b8e7a599d1f',
  'agailloty/CV': 'e33fc3b79900a0130a909c6a86fd3fd04a77c8eb',
  'al-kot/cv': 'd25932986dc05a950a88353530a3981697e3b9c0',
  'alextoub/cv': '18e8bd4af7428ef93af9be59e39c5dbd4afc6a7a',
  'AmineKamal/resume': '9a800ffe0ab268c15b51764bc2d61170a2c69f0c',
  'anasbouabid/CV': 'aca320d1ad4c6c3ba14c734488502631e82412c4',
  'arishsu/resume': 'c1a92ded0569cc262c845535c593fb43af78ada1',
  'aroquemaurel/Curriculum-VItae': '9e95071c96bbfa16681ecc49b418f327a4200baf',
  'ashmonger/curriculum-vitae': '5f9ab18d80e740c31b531d3caa1b9ecfccdab2ff',
  'avchaykin/cv': 'e9d6029d96a30ec876ea014ed2a8a1f6cea5711c',
  'awoimbee/cv': 'ecf22755b2540a4ef66f8e07afc9af7aaa75014e',
  'badele/cv': '783e7e9950158ae8c1c9a1a067f0bdf6e6ffb5cb',
  'dajcs/cv': '34f12a3fd3c08f905e7fe6216cc3f3e31ee592ba',
  'darkhbr/cv': '14f435cb50d37cd7aea6c1a12f404bbca4bff16c',
  'davidcarayon/cv-typst': '707bd1764167ef36a769895c438beb042f05d138',
  'Dyc0de/CV': '038708c9c60f2d55e0a71efae380a5a1e2fa9d38',
  'edesgree/resume': 'e9f0d5bf502d036b70c4cbe845d32ef3fb5e0428',
  'elaye/genard_cv': 'f5da02359cd7f3ef145db8e5bd4aec746042f088',
  'ElliotKetchup/CV': '2fb106a721c3a6bfb6e941a78c53dfd381ec3c2f',
  'felixchen505/cv': 'e09a947778280fda51b16c6c33c0e54bf41f97e0',
  'fhebert/CV': '90f4d953eb1da8e5320cd944744adf083a67f57c',
  'fxi/cv': '672e9faa9bc5f4a9a77b676c81ea39e0669a3540',
  'Gregory-Druelle/mon_cv': '56634c39eec58647b4107f05e9ab3ff4c8b11e57',
  'HOulcaid/my_resume': '4b9c7029e536cf3a574ae817ea4eecc979197322',
  'Its-Alex/resume': 'cc58b2329f8804a9dcec4ee80064f14dbdee6ee5',
  'jalilbengoufa/cv': '59e54377df5c16bfe50835db5f4dc07e14cc399f',
  'jbellue/cv': 'a863b2c301441aad1e6a609daa4047b6c4a3e5f9',
  'jsimatic/cv': '90c76cac1370641ce0257870b8e20520e873ef3d',
  'lee-pai-long/resume': '1331c38126e49e0f628feb8dd87d2da10128057b',
  'LightInn/resume': '3380b0ba971f48c3398cd5befeb8afb77a70a59d',
  'malnoe/resume': '88700363e6abe11520f26b9ff82dedaffc975757',
  'MarvinMartin24/CV': 'd86534eb4f6b3030770dfbc77bb753c79a263a25',
  'matael/cv': '621c57f721851b502fa4facc18e76413a569a409',
  'moha-tah/cv': '7e64317f08484715061ba26be2795b0f270bf54f',
  'paveyry/CV': 'd30d0b668c124bdb83ed3d50433a983904a95578',
  'prouveyrol/resume': 'bb5803c1a0164832e5ecad7df0271950e7a70a0e',
  'ripitchip/cv-resume': '6870713f25d1397b15dd333964c427ef9854efd7',
  'RyanBeerBarron/CV': '1e7d6aecdf068c7ce004fc94627f43daeac5c607',
  'sbenhadja/cv-resume': '55291dd05023f45d9b9175abde198167dcaf4e11',
  'shervinmathieu/curriculum-vitae': '50715ad6b55be70820bf941a83cad1cc4b596bf9',
  'Soum-Soum/MyResume': 'df1ab86d4e57d6d476dd296c1d6c69759c149daf',
  'tamim-hmizi/Resume': 'b3bbe054e633c75a21071601fd4c17a8067cb5d4',
  'tfreret/resume': '5f075d1b16d338bb2cd6adf60a0573d5639c75b5',
  'thomaslepoix/cv': '8cb5daee34874490132b3863ba0803cb6de0b668',
  'tr0fin0/model_cv': '24365401c10c7cf81a736e43b08a7296efd9c289',
  'vandalt/cv': '2759a8637eb0e2aa9d3ea4bbdb4aaba4074fc589',
  'VTrelat/CV': '5646c27084352d951607a747c72652f10fc7a599',
  'YosrBennagra/Latex-CV': 'c47c711773d06a9b24a62a3a2dea4f5ae788e5ef',
  'YumanYIN/resume': '5667f6c0b53d8e3bcfb6406a8279b598f42976b8',
  'Zenithar/cv': '69367daf84dd1fb2ba52e61f4c2cd5ca892fb8c2',
  // Portfolios publishing assets/cv.docx (most beside the PDF made of it) and French CVs as Word documents (mon_cv.docx), a fifty-fifth session.
  'HuggLac/mon_cv': '24d2a3f051785b5f6a2b7d690202a374bbeed56f',
  'Samira0911/Samira_portfolio': '24fea1860a6a8a8847018e05bf9e9dbc31e156a7',
  'albanhouetognon32-dev/mon-portfolio-': 'd25990966c831c6bbf10219fcd17f1f2df5ed60b',
  'Abeee89/cv-resume': 'a49429185c183874a8dc5fae9056a4fcce8eb494',
  'AlexDacorte/alexsandrodc': 'd912ff7b49f83a76db8da6da44e4faa4affd33a8',
  'BnbKe/DigitalResume': '76ccdeaa79846ed89e2fd9171f5127fd6bc4b46f',
  'Brendacolfel10/Digital_Resume': '52d49c826ae8aac9dfbac1272fb9e6fabc8e07fc',
  'BrianMuigai/BrianMuigai.github.io': 'f40943d81112c55e45bf140bd9cc608c48cc82b0',
  'DerekSleepfield/webs-aight': '2b6eeb79881a3ee8cbfa7e4cf27c01aa51114db2',
  'Rgarciia/cv': '9092777034dda7ddd9a2873175622fa0a05ed38a',
  'SumedhaArya06/Resume': '39f0a16fa16f8532471ed303d1608ec6a1fc5a98',
  'TareFaith/my-portfolio': '6fc7fb45ed0d4b1ff8d325fe4fda1a33c06c0db1',
  'aazim-github/aazim-digital-resume': '0454e998e26fa1a46afc4a9aa8c67566aaaf854d',
  'alexbrudasca/alex-website': '259b467617f7a2edd20cab570df95635313088a7',
  'aoki-sherwoodb/aoki-sherwoodb.github.io': 'bf147db63dbbac25cc9bd539e733edcbf9452ecb',
  'bryansteele/cv': '18b8747691dc6f8e95ab6bcceba05f499b238135',
  'davidbuch/davidbuch.github.io': '047ea7f0461dae876a63a8ff39d96e755c09224a',
  'jarinj/jarinj.github.io': '391a9cc68d1bc18986e82cb33e00366da3aab584',
  'mattdutson/website': '2c5fd0d46e7e096187353a30cf945353b20fd074',
  'michaelpovey/michaelpovey.github.io': 'e0eaf30706497ba29a86b55586f67777ca9a8482',
  'teddi90/CV': 'a307c476c710d96a5e586a425fcd54fa28bd0b02',
  'titus1209/titus1209.github.io': 'a9f38138c7a099e3aacf13ce1f5f70dc18896697',
  'sofiadutta/sofiadutta.github.io': '41c34ff53ec529265969cf4e75b3470c1ee3572d',
  'Korupuri-Jyothirmai/jyothi-profile': '24776df490329b751ffa2a70be60fa3a5757ff69',
  'PeterShako/peter-shako-portfolio': '6e405ed354c4bfd9a0ccdf9f0dd8b306ae41d1ea',
  'Abubakr1710/My-website': '037d48bd3f931f403885cee96994e392ee0685de',
  'Ankur-2022/portfolio': '911b9ea6221531e1d65ee29ec048f139a5010e93',
  'AzamatMajidov/AzamatMajidov.github.io': '01cf7f478265e2e92d485f863865aadbd98fd13c',
  'Dom4goj/Dom4goj.github.io': 'a8c1d20313d4ae136d280a45d755c66c32e2b596',
  'FirdaAtika/firdaatika': 'e841ab76bac69a5aaa8400b4b7c7acaa3a8fb330',
  'HarshalVankudre/portflio-website': '031b887e4692cad961c29dfe348c8734de74515c',
  'PawanBangera1/Portfolio': '6d89c5d57a95ab64c6b208aa060677b0872e6be8',
  'Priyasha2002/Digital-Portfolio': '2b61c4a3da969457f5b71a57f6482dc36e855d66',
  'Tianyitong/Tianyitong.github.io': 'ed16b65a7e67c3fc91e7ed0e5b98ab8cd7c575ff',
  'asy51/asy51.github.io': '08caa9ea18127747bae449fca47d6bf47f3c40e6',
  'cofoundy/portfolio-rocio-donohoe': 'c71af76b216204e7f7a636a24cef68f98bba8adc',
  'cofoundy/portfolio-wendy-rodrich': '0c52a2f4fe8c3068f9a891bd1dba68763687f55e',
  'dcastro/dcastro.github.io': '68022fca4cf7c66869af5cc1b0cdaf5f0ecd0622',
  // Portfolios publishing public/cv.docx (found through that path), the same session.
  'AhmedAshraf6/portfolio': '6f2909259e485f9b9b7332617e8e3831896f950b',
  'BemnetKassa/portifolio': 'eb4883945fd1e2d17c7c3f8fcfce9710c3e3ddad',
  'Elbeera/hothyfa-cv': '9a6b6f237f8a08fa82db7c15670a90fe2e052c83',
  'GMO10/gmercadal-academic': 'a9c4fcab502ece29335228230f82b6eb4ef0fa41',
  'GiftBanda/portfolio': '4cb8d3ec12055b5f6bfcbf7a7ebf659c9dc562c1',
  'JHorrigan/portfolio': '3be736668b6370fbc991e82dd5810ea37f28ca2e',
  'Kuma-Leta/Kuma-Leta.github.io': '57bf81a9df6b8b33a010ba365524ef1d62905a18',
  'Mozzius/website': '3a8430a650d841aa47e4bc413e240ded9257f71e',
  'ThisGuy245/Portfolio': '89a63b80c96542b710c54a2f0e7ca1fa4d4c9407',
  'ellenmartin11/portfolio': '818f2aa1e979876884514fa3a0a72e54f67ea41e',
  'datainvestor/portfolio': 'c148d5ba1c8f5396dbb343bd5bcc226e1215c5b0',
  'fabiocatino/fabio-next-portfolio': '57b35577eb7e00b9f2ca08a220b08679e7b7f414',
  'giamanpanos/my-cv': 'c3343fc27506813c72169b4a0a0d2f45539d2101',
  'jenniferhlee/cvtowebsite': 'be2cc6127a831ac50e99d8161e33389bf0abc0ba',
  'lehaSVV2009/resume': '2c8e76d3956556811a28617e462bbff6fd7d92e4',
  'Joeri-Abbo/next-joeri-abbo': 'eb2108276ce223c3eaee7811232b077c66643f53',
  'UmbrellaCrow612/portfolio-web': '8c9371eaf253c34ad229d82951a0cc1466303073',
  'Jonvtvn/portfolio-2025-astro': '7a7eae9737cd42f29a20b8b54df69a2f2b062c2f',
  'Victor-starr/portfolio': 'd3163ee126aba67b0918db7670876c73352f22fb',
  'Yakupie/portfolio_v2': '93c7d0459390d88c2592d5432199e8730acd03a9',
  'djbmcdougall/david-mcdougall-studio': '28c797157b89dd55853e94ae67d5d5b257200ff2',
  'dmatuwidi/dmatuwidi.github.io': '87fa8ad3df5918645575cf5d9d38a2de8fa39860',
  'Seungji-Biva-Lee/cvtowebsite': '6cd9a27fd137248deb1759702a1b41f2916023d9',
  'Effirijorane/Sae4': 'c71849c47da5f4ff3e0a7ca9f832854f765f9118',
  'Ynsaid/yns.aid': 'e22dec01713165f6fdd899b38408f3378e412746',
  'lanxinjiang-gif/lanxinjiang-gif.github.io': 'a130fff095ce71aab5d4c6ec2919e176214a00b2',
  // More portfolios publishing cv_fr.pdf beside their English CV, the same session.
  'BBazard/BBazard.github.io': 'b6e3c7fb93b2acb02fcc875bcf702b530b6106ad',
  'Boutbout1/Boutin-Camille-s-portfolio': 'ec33dbb4042ea0970877e2b62ddb721abf54d6e6',
  'CharlesEtienneLavoie/cv': '5c053abb152f0fb5e6a3103f576298699704f6cc',
  'Nourislam/inouri': 'f986f32d37e40f7131add46fa7788f298980037f',
  'Saadhalli-stack/portfolio': 'c2f454b71a8eb5cca61e433416f2a9590385fad5',
  'SabrineAmri/sabrineamri.github.io': '25a5d568001224825e391929ea06a45c8a541f53',
  'TonneauBenjamin/Portfolio-Benjamin-Tonneau': 'f837bfd1995ac90ee9850bce767c26445dcbbf47',
  'alaeddinelabben/alaeddinelabben.github.io': 'f4257c472b2f7a961b81a111b0dc8c42aae2e295',
  'clemtarge/clemtarge.github.io': '5cbb9e791287465972fc82233e590c67b244f529',
  'd-u-b-s/portfolio': '851ea4be86f322124c30f1cde73aacef3fe4c1f9',
  'el-aziz-ayoub/eportfolio': 'ecdbe96de1cda06fbcbd8590da898517f533bd1d',
  'elmahdi-bouderna/elmahdi-bouderna.github.io': '0219523ceb5b1443bc1838f18534716c685b78c3',
  'flowSar/my-portfolio': 'c3c3807d08b6bafc8352bf78725540bb54e504a9',
  'julien-gibaud/julien-gibaud.github.io': 'db6e88a475cb99fb83510d2ebcf5257fa643ce7f',
  'lisaargento/page-perso-web': '9b89b846e122d8b6fea2cb1f5af5b7ff8e1c0e2a',
  'louisioos/louisioos.github.io': '1d49b021471ab6e11d2b0ff96d3fbb8b9f247266',
  'mombaye/mombaye.github.io': '80cfac571cab31934d834355329fda9a6fdfe23e',
  'pierrelavielle/pierrelavielle.github.io': 'e14d59271237ba2419013bfe30993b1011b2e1cb',
  'soahmedamine/soahmedamine.github.io': '1fad6a1a81cb93b275a46b6c94d9d08aa8bf4e76',
  'Polybulle/hectorsuzanne.com': '10a64554d1c75d7b9f6403440b5991926b1934de',
  'Rekyt/new_cv': '032570548a4c36e07d38e57d5763cd78dcc275e3',
  'alarreine/alarreine.github.io': '52218eeeb598ee8379d28a3137df35ec32781f34',
  'elefauch/elefauch.github.io': '97f9df55d6711acaa3b3da5cdb29c1a862a573e5',
  'jacquq/jacquq.github.io': 'd363c3bf632b808c8f37c9eab1ba8fdee1e80afd',
  'kineider/kineider.github.io': 'c7c69ba01453fadc47105daafee29d64520c718e',
  'skylt/skylt.github.io': 'b87d946e5205d9209cd0778717283661b101fef1',
  'ubombar/ubombar.github.io': '60ef74ee81a0a3e0d395cd4deecd138907dbd2e7',
  // A job-search app's own test resumes of fictional people (edge cases: columns, tables, accents, long careers,
  // Word tables, LinkedIn profiles printed from the browser), with the values expected written in its docs.
  'henryrbolden-henryai/henryai-app': '68bc729a9516747dc950578e45f073408bbdb09f',
};
/** Repositories whose every resume in a folder is taken (a test suite), not the few named like a CV. */
const SUITES: Record<string, RegExp> = { 'henryrbolden-henryai/henryai-app': /^docs\/Tests\/(?!.*(?:Test Notes|cover_letter)).*\.(?:pdf|docx)$/ };
const CV_FILE = /(?:cv|resume|curric|europass)[^/]*\.(?:docx|pdf)$/i;
const COLLECTIONS = new Set(['chicagoram/resume']);
const NOT_A_CV = /cover|job description|template/i;
/** Word's owner file of a document left open (`~$CV.docx`): 162 bytes, no CV. */
const WORD_LOCK = /(?:^|\/)~\$/;

function copyFromMirrors(outDir: string, mirrors: string): void {
  fs.mkdirSync(outDir, { recursive: true });
  for (const [repo, commit] of Object.entries(REPOSITORIES)) {
    const base = path.join(mirrors, repo.replace('/', '+'), 'repo');
    const gitDir = fs.existsSync(path.join(base, '.git')) ? path.join(base, '.git') : base;
    if (!fs.existsSync(gitDir)) {
      console.log(`${repo}: no mirror in ${gitDir}`);
      continue;
    }
    const git = (...args: string[]) => execFileSync('git', [`--git-dir=${gitDir}`, ...args], { maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
    // A few per repository: some keep every version of the same CV.
    const listed = git('ls-tree', '-r', '--name-only', commit).toString().split('\n');
    const suite = SUITES[repo];
    const files = suite
      ? listed.filter((file) => suite.test(file))
      : COLLECTIONS.has(repo)
        ? listed.filter((file) => file.endsWith('.docx') && !NOT_A_CV.test(file))
        : listed.filter((file) => CV_FILE.test(file) && !WORD_LOCK.test(file)).slice(0, 4);
    for (const file of files) {
      let bytes: Buffer;
      try {
        bytes = git('show', `${commit}:${file}`);
      } catch {
        console.log(`${repo}: ${file} is listed but absent from the mirror`);
        continue;
      }
      if (bytes.length > 0) fs.writeFileSync(path.join(outDir, `${repo.split('/')[0]}__${path.basename(file).replace(/\s+/g, '_')}`), bytes);
    }
  }
}

async function readAll(dir: string): Promise<void> {
  const taxonomy = Taxonomy.load();
  const places = Places.load();
  const pool = new ExtractionPool({ size: 1 });
  const rows: Record<string, unknown>[] = [];
  for (const file of fs.readdirSync(dir).sort()) {
    const bytes = fs.readFileSync(path.join(dir, file));
    const kind = detectKind(bytes);
    if (!kind) {
      rows.push({ file, read: 'neither PDF nor DOCX' });
      continue;
    }
    try {
      const { text, layout } = await pool.extract(bytes, kind);
      const cv = parseCv(text, { taxonomy, places, now: new Date(), layout });
      rows.push({ file, name: cv.full_name, email: cv.email, phone: cv.phone, location: cv.location, years: cv.total_years_experience, skills: cv.skills?.length ?? 0 });
    } catch (error) {
      rows.push({ file, read: (error as Error).message });
    }
  }
  await pool.close();
  console.table(rows);
}

const [outDir] = process.argv.slice(2);
const mirrorsAt = process.argv.indexOf('--mirrors');
if (!outDir || outDir.startsWith('--')) {
  console.error('usage: npx tsx bench/github-cvs.ts <out-dir> (--mirrors <dir> | --read)');
  process.exit(2);
}
if (mirrorsAt > 0) copyFromMirrors(outDir, process.argv[mirrorsAt + 1]!);
if (process.argv.includes('--read')) await readAll(outDir);
