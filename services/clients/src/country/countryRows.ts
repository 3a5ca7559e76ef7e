/**
 * The country list (spec 3): `ISO2|Portuguese name|English name|English nationality|Portuguese masculine|Portuguese feminine`.
 * The id is the Portuguese name in upper case without accents, spaces as `_` (Brasil → BRASIL).
 */
export const COUNTRY_ROWS = `
AF|Afeganistão|Afghanistan|Afghan|afegão|afegã
ZA|África do Sul|South Africa|South African|sul-africano|sul-africana
AX|Ilhas Åland|Åland Islands|Ålander|alandês|alandesa
AL|Albânia|Albania|Albanian|albanês|albanesa
DE|Alemanha|Germany|German|alemão|alemã
AD|Andorra|Andorra|Andorran|andorrano|andorrana
AO|Angola|Angola|Angolan|angolano|angolana
AI|Anguila|Anguilla|Anguillan|anguilano|anguilana
AQ|Antártida|Antarctica|Antarctic|antártico|antártica
AG|Antígua e Barbuda|Antigua and Barbuda|Antiguan|antiguano|antiguana
SA|Arábia Saudita|Saudi Arabia|Saudi|saudita|saudita
DZ|Argélia|Algeria|Algerian|argelino|argelina
AR|Argentina|Argentina|Argentine|argentino|argentina
AM|Armênia|Armenia|Armenian|armênio|armênia
AW|Aruba|Aruba|Aruban|arubano|arubana
AU|Austrália|Australia|Australian|australiano|australiana
AT|Áustria|Austria|Austrian|austríaco|austríaca
AZ|Azerbaijão|Azerbaijan|Azerbaijani|azerbaijano|azerbaijana
BS|Bahamas|Bahamas|Bahamian|bahamense|bahamense
BH|Bahrein|Bahrain|Bahraini|bareinita|bareinita
BD|Bangladesh|Bangladesh|Bangladeshi|bengalês|bengalesa
BB|Barbados|Barbados|Barbadian|barbadiano|barbadiana
BY|Belarus|Belarus|Belarusian|bielorrusso|bielorrussa
BE|Bélgica|Belgium|Belgian|belga|belga
BZ|Belize|Belize|Belizean|belizenho|belizenha
BJ|Benin|Benin|Beninese|beninense|beninense
BM|Bermudas|Bermuda|Bermudian|bermudense|bermudense
BO|Bolívia|Bolivia|Bolivian|boliviano|boliviana
BQ|Caribe Neerlandês|Caribbean Netherlands|Dutch Caribbean|neerlandês caribenho|neerlandesa caribenha
BA|Bósnia e Herzegovina|Bosnia and Herzegovina|Bosnian|bósnio|bósnia
BW|Botsuana|Botswana|Motswana|botsuanês|botsuanesa
BV|Ilha Bouvet|Bouvet Island|Bouvet Islander|bouvetiano|bouvetiana
BR|Brasil|Brazil|Brazilian|brasileiro|brasileira
BN|Brunei|Brunei|Bruneian|bruneano|bruneana
BG|Bulgária|Bulgaria|Bulgarian|búlgaro|búlgara
BF|Burkina Faso|Burkina Faso|Burkinabé|burquinense|burquinense
BI|Burundi|Burundi|Burundian|burundiano|burundiana
BT|Butão|Bhutan|Bhutanese|butanês|butanesa
CV|Cabo Verde|Cape Verde|Cape Verdean|cabo-verdiano|cabo-verdiana
CM|Camarões|Cameroon|Cameroonian|camaronês|camaronesa
KH|Camboja|Cambodia|Cambodian|cambojano|cambojana
CA|Canadá|Canada|Canadian|canadense|canadense
QA|Catar|Qatar|Qatari|catariano|catariana
KZ|Cazaquistão|Kazakhstan|Kazakh|cazaque|cazaque
TD|Chade|Chad|Chadian|chadiano|chadiana
CL|Chile|Chile|Chilean|chileno|chilena
CN|China|China|Chinese|chinês|chinesa
CY|Chipre|Cyprus|Cypriot|cipriota|cipriota
VA|Vaticano|Vatican City|Vatican|vaticano|vaticana
SG|Singapura|Singapore|Singaporean|singapurense|singapurense
CO|Colômbia|Colombia|Colombian|colombiano|colombiana
KM|Comores|Comoros|Comorian|comorense|comorense
CG|Congo|Republic of the Congo|Congolese|congolês|congolesa
CD|República Democrática do Congo|Democratic Republic of the Congo|Congolese|congolês|congolesa
KP|Coreia do Norte|North Korea|North Korean|norte-coreano|norte-coreana
KR|Coreia do Sul|South Korea|South Korean|sul-coreano|sul-coreana
CI|Costa do Marfim|Côte d'Ivoire|Ivorian|marfinense|marfinense
CR|Costa Rica|Costa Rica|Costa Rican|costarriquenho|costarriquenha
HR|Croácia|Croatia|Croatian|croata|croata
CU|Cuba|Cuba|Cuban|cubano|cubana
CW|Curaçao|Curaçao|Curaçaoan|curaçauense|curaçauense
DK|Dinamarca|Denmark|Danish|dinamarquês|dinamarquesa
DJ|Djibuti|Djibouti|Djiboutian|djibutiano|djibutiana
DM|Dominica|Dominica|Dominican|dominiquense|dominiquense
EG|Egito|Egypt|Egyptian|egípcio|egípcia
SV|El Salvador|El Salvador|Salvadoran|salvadorenho|salvadorenha
AE|Emirados Árabes Unidos|United Arab Emirates|Emirati|emiradense|emiradense
EC|Equador|Ecuador|Ecuadorian|equatoriano|equatoriana
ER|Eritreia|Eritrea|Eritrean|eritreu|eritreia
SK|Eslováquia|Slovakia|Slovak|eslovaco|eslovaca
SI|Eslovênia|Slovenia|Slovenian|esloveno|eslovena
ES|Espanha|Spain|Spanish|espanhol|espanhola
US|Estados Unidos|United States|American|norte-americano|norte-americana
EE|Estônia|Estonia|Estonian|estoniano|estoniana
SZ|Essuatíni|Eswatini|Swazi|suazi|suazi
ET|Etiópia|Ethiopia|Ethiopian|etíope|etíope
FJ|Fiji|Fiji|Fijian|fijiano|fijiana
PH|Filipinas|Philippines|Filipino|filipino|filipina
FI|Finlândia|Finland|Finnish|finlandês|finlandesa
FR|França|France|French|francês|francesa
GA|Gabão|Gabon|Gabonese|gabonês|gabonesa
GM|Gâmbia|Gambia|Gambian|gambiano|gambiana
GH|Gana|Ghana|Ghanaian|ganês|ganesa
GE|Geórgia|Georgia|Georgian|georgiano|georgiana
GS|Ilhas Geórgia do Sul e Sandwich do Sul|South Georgia and the South Sandwich Islands|South Georgian|sul-georgiano|sul-georgiana
GI|Gibraltar|Gibraltar|Gibraltarian|gibraltarino|gibraltarina
GD|Granada|Grenada|Grenadian|granadino|granadina
GR|Grécia|Greece|Greek|grego|grega
GL|Groenlândia|Greenland|Greenlandic|groenlandês|groenlandesa
GP|Guadalupe|Guadeloupe|Guadeloupean|guadalupense|guadalupense
GU|Guam|Guam|Guamanian|guamês|guamesa
GT|Guatemala|Guatemala|Guatemalan|guatemalteco|guatemalteca
GG|Guernsey|Guernsey|Guernsey|guernesiano|guernesiana
GY|Guiana|Guyana|Guyanese|guianense|guianense
GF|Guiana Francesa|French Guiana|French Guianese|guianense francês|guianense francesa
GN|Guiné|Guinea|Guinean|guineano|guineana
GQ|Guiné Equatorial|Equatorial Guinea|Equatoguinean|guinéu-equatoriano|guinéu-equatoriana
GW|Guiné-Bissau|Guinea-Bissau|Bissau-Guinean|guineense|guineense
HT|Haiti|Haiti|Haitian|haitiano|haitiana
NL|Países Baixos|Netherlands|Dutch|neerlandês|neerlandesa
HN|Honduras|Honduras|Honduran|hondurenho|hondurenha
HK|Hong Kong|Hong Kong|Hong Konger|honconguês|honconguesa
HU|Hungria|Hungary|Hungarian|húngaro|húngara
YE|Iêmen|Yemen|Yemeni|iemenita|iemenita
CX|Ilha Christmas|Christmas Island|Christmas Islander|christmasense|christmasense
IM|Ilha de Man|Isle of Man|Manx|manês|manesa
NF|Ilha Norfolk|Norfolk Island|Norfolk Islander|norfolkino|norfolkina
KY|Ilhas Cayman|Cayman Islands|Caymanian|caimanês|caimanesa
CC|Ilhas Cocos|Cocos (Keeling) Islands|Cocos Islander|coquense|coquense
CK|Ilhas Cook|Cook Islands|Cook Islander|cookense|cookense
FO|Ilhas Faroé|Faroe Islands|Faroese|feroês|feroesa
FK|Ilhas Malvinas|Falkland Islands|Falkland Islander|malvinense|malvinense
HM|Ilhas Heard e McDonald|Heard Island and McDonald Islands|Heard Islander|heardense|heardense
MP|Ilhas Marianas do Norte|Northern Mariana Islands|Northern Marianan|norte-marianense|norte-marianense
MH|Ilhas Marshall|Marshall Islands|Marshallese|marshallino|marshallina
UM|Ilhas Menores Distantes dos Estados Unidos|United States Minor Outlying Islands|American|norte-americano|norte-americana
PN|Ilhas Pitcairn|Pitcairn Islands|Pitcairn Islander|pitcairnense|pitcairnense
SB|Ilhas Salomão|Solomon Islands|Solomon Islander|salomônico|salomônica
TC|Ilhas Turcas e Caicos|Turks and Caicos Islands|Turks and Caicos Islander|turco-caiquense|turco-caiquense
VG|Ilhas Virgens Britânicas|British Virgin Islands|British Virgin Islander|virginense britânico|virginense britânica
VI|Ilhas Virgens Americanas|United States Virgin Islands|US Virgin Islander|virginense americano|virginense americana
IN|Índia|India|Indian|indiano|indiana
ID|Indonésia|Indonesia|Indonesian|indonésio|indonésia
IR|Irã|Iran|Iranian|iraniano|iraniana
IQ|Iraque|Iraq|Iraqi|iraquiano|iraquiana
IE|Irlanda|Ireland|Irish|irlandês|irlandesa
IS|Islândia|Iceland|Icelandic|islandês|islandesa
IL|Israel|Israel|Israeli|israelense|israelense
IT|Itália|Italy|Italian|italiano|italiana
JM|Jamaica|Jamaica|Jamaican|jamaicano|jamaicana
JP|Japão|Japan|Japanese|japonês|japonesa
JE|Jersey|Jersey|Jersey|jerseiano|jerseiana
JO|Jordânia|Jordan|Jordanian|jordaniano|jordaniana
XK|Kosovo|Kosovo|Kosovar|kosovar|kosovar
KW|Kuwait|Kuwait|Kuwaiti|kuwaitiano|kuwaitiana
LA|Laos|Laos|Lao|laosiano|laosiana
LS|Lesoto|Lesotho|Basotho|lesotiano|lesotiana
LV|Letônia|Latvia|Latvian|letão|letã
LB|Líbano|Lebanon|Lebanese|libanês|libanesa
LR|Libéria|Liberia|Liberian|liberiano|liberiana
LY|Líbia|Libya|Libyan|líbio|líbia
LI|Liechtenstein|Liechtenstein|Liechtensteiner|liechtensteiniense|liechtensteiniense
LT|Lituânia|Lithuania|Lithuanian|lituano|lituana
LU|Luxemburgo|Luxembourg|Luxembourgish|luxemburguês|luxemburguesa
MO|Macau|Macao|Macanese|macaense|macaense
MK|Macedônia do Norte|North Macedonia|Macedonian|macedônio|macedônia
MG|Madagascar|Madagascar|Malagasy|malgaxe|malgaxe
MY|Malásia|Malaysia|Malaysian|malaio|malaia
MW|Malawi|Malawi|Malawian|malawiano|malawiana
MV|Maldivas|Maldives|Maldivian|maldivo|maldiva
ML|Mali|Mali|Malian|malinês|malinesa
MT|Malta|Malta|Maltese|maltês|maltesa
MA|Marrocos|Morocco|Moroccan|marroquino|marroquina
MQ|Martinica|Martinique|Martinican|martinicano|martinicana
MU|Maurício|Mauritius|Mauritian|mauriciano|mauriciana
MR|Mauritânia|Mauritania|Mauritanian|mauritano|mauritana
YT|Mayotte|Mayotte|Mahoran|maiotense|maiotense
MX|México|Mexico|Mexican|mexicano|mexicana
MM|Mianmar|Myanmar|Burmese|birmanês|birmanesa
FM|Micronésia|Micronesia|Micronesian|micronésio|micronésia
MZ|Moçambique|Mozambique|Mozambican|moçambicano|moçambicana
MD|Moldávia|Moldova|Moldovan|moldávio|moldávia
MC|Mônaco|Monaco|Monégasque|monegasco|monegasca
MN|Mongólia|Mongolia|Mongolian|mongol|mongol
ME|Montenegro|Montenegro|Montenegrin|montenegrino|montenegrina
MS|Montserrat|Montserrat|Montserratian|montserratense|montserratense
NA|Namíbia|Namibia|Namibian|namibiano|namibiana
NR|Nauru|Nauru|Nauruan|nauruano|nauruana
NP|Nepal|Nepal|Nepalese|nepalês|nepalesa
NI|Nicarágua|Nicaragua|Nicaraguan|nicaraguense|nicaraguense
NE|Níger|Niger|Nigerien|nigerino|nigerina
NG|Nigéria|Nigeria|Nigerian|nigeriano|nigeriana
NU|Niue|Niue|Niuean|niueano|niueana
NO|Noruega|Norway|Norwegian|norueguês|norueguesa
NC|Nova Caledônia|New Caledonia|New Caledonian|neocaledônio|neocaledônia
NZ|Nova Zelândia|New Zealand|New Zealander|neozelandês|neozelandesa
OM|Omã|Oman|Omani|omanense|omanense
PW|Palau|Palau|Palauan|palauano|palauana
PS|Palestina|Palestine|Palestinian|palestino|palestina
PA|Panamá|Panama|Panamanian|panamenho|panamenha
PG|Papua-Nova Guiné|Papua New Guinea|Papua New Guinean|papuásio|papuásia
PK|Paquistão|Pakistan|Pakistani|paquistanês|paquistanesa
PY|Paraguai|Paraguay|Paraguayan|paraguaio|paraguaia
PE|Peru|Peru|Peruvian|peruano|peruana
PF|Polinésia Francesa|French Polynesia|French Polynesian|polinésio francês|polinésia francesa
PL|Polônia|Poland|Polish|polonês|polonesa
PR|Porto Rico|Puerto Rico|Puerto Rican|porto-riquenho|porto-riquenha
PT|Portugal|Portugal|Portuguese|português|portuguesa
KE|Quênia|Kenya|Kenyan|queniano|queniana
KG|Quirguistão|Kyrgyzstan|Kyrgyz|quirguiz|quirguiz
KI|Kiribati|Kiribati|I-Kiribati|kiribatiano|kiribatiana
GB|Reino Unido|United Kingdom|British|britânico|britânica
CF|República Centro-Africana|Central African Republic|Central African|centro-africano|centro-africana
CZ|Tchéquia|Czechia|Czech|tcheco|tcheca
DO|República Dominicana|Dominican Republic|Dominican|dominicano|dominicana
RE|Reunião|Réunion|Réunionese|reunionense|reunionense
RO|Romênia|Romania|Romanian|romeno|romena
RW|Ruanda|Rwanda|Rwandan|ruandês|ruandesa
RU|Rússia|Russia|Russian|russo|russa
EH|Saara Ocidental|Western Sahara|Sahrawi|saariano|saariana
WS|Samoa|Samoa|Samoan|samoano|samoana
AS|Samoa Americana|American Samoa|American Samoan|samoano-americano|samoana-americana
SM|San Marino|San Marino|Sammarinese|são-marinense|são-marinense
SH|Santa Helena|Saint Helena|Saint Helenian|santa-helenense|santa-helenense
LC|Santa Lúcia|Saint Lucia|Saint Lucian|santa-lucense|santa-lucense
BL|São Bartolomeu|Saint Barthélemy|Barthélemois|são-bartolomeense|são-bartolomeense
KN|São Cristóvão e Névis|Saint Kitts and Nevis|Kittitian|são-cristovense|são-cristovense
MF|São Martinho|Saint Martin|Saint-Martinoise|são-martinense|são-martinense
SX|Sint Maarten|Sint Maarten|Sint Maartener|são-martinense neerlandês|são-martinense neerlandesa
PM|São Pedro e Miquelão|Saint Pierre and Miquelon|Saint-Pierrais|são-pedrense|são-pedrense
ST|São Tomé e Príncipe|São Tomé and Príncipe|São Toméan|são-tomense|são-tomense
VC|São Vicente e Granadinas|Saint Vincent and the Grenadines|Vincentian|são-vicentino|são-vicentina
SC|Seicheles|Seychelles|Seychellois|seichelense|seichelense
SN|Senegal|Senegal|Senegalese|senegalês|senegalesa
SL|Serra Leoa|Sierra Leone|Sierra Leonean|serra-leonês|serra-leonesa
RS|Sérvia|Serbia|Serbian|sérvio|sérvia
SY|Síria|Syria|Syrian|sírio|síria
SO|Somália|Somalia|Somali|somali|somali
LK|Sri Lanka|Sri Lanka|Sri Lankan|cingalês|cingalesa
SD|Sudão|Sudan|Sudanese|sudanês|sudanesa
SS|Sudão do Sul|South Sudan|South Sudanese|sul-sudanês|sul-sudanesa
SE|Suécia|Sweden|Swedish|sueco|sueca
CH|Suíça|Switzerland|Swiss|suíço|suíça
SR|Suriname|Suriname|Surinamese|surinamês|surinamesa
SJ|Svalbard e Jan Mayen|Svalbard and Jan Mayen|Svalbard|svalbardense|svalbardense
TJ|Tadjiquistão|Tajikistan|Tajik|tadjique|tadjique
TH|Tailândia|Thailand|Thai|tailandês|tailandesa
TW|Taiwan|Taiwan|Taiwanese|taiwanês|taiwanesa
TZ|Tanzânia|Tanzania|Tanzanian|tanzaniano|tanzaniana
IO|Território Britânico do Oceano Índico|British Indian Ocean Territory|British|britânico|britânica
TF|Terras Austrais e Antárticas Francesas|French Southern and Antarctic Lands|French|francês|francesa
TL|Timor-Leste|Timor-Leste|Timorese|timorense|timorense
TG|Togo|Togo|Togolese|togolês|togolesa
TK|Tokelau|Tokelau|Tokelauan|toquelauano|toquelauana
TO|Tonga|Tonga|Tongan|tonganês|tonganesa
TT|Trinidad e Tobago|Trinidad and Tobago|Trinidadian|trinitino|trinitina
TN|Tunísia|Tunisia|Tunisian|tunisiano|tunisiana
TM|Turcomenistão|Turkmenistan|Turkmen|turcomeno|turcomena
TR|Turquia|Türkiye|Turkish|turco|turca
TV|Tuvalu|Tuvalu|Tuvaluan|tuvaluano|tuvaluana
UA|Ucrânia|Ukraine|Ukrainian|ucraniano|ucraniana
UG|Uganda|Uganda|Ugandan|ugandense|ugandense
UY|Uruguai|Uruguay|Uruguayan|uruguaio|uruguaia
UZ|Uzbequistão|Uzbekistan|Uzbek|uzbeque|uzbeque
VU|Vanuatu|Vanuatu|Ni-Vanuatu|vanuatuense|vanuatuense
VE|Venezuela|Venezuela|Venezuelan|venezuelano|venezuelana
VN|Vietnã|Vietnam|Vietnamese|vietnamita|vietnamita
WF|Wallis e Futuna|Wallis and Futuna|Wallisian|wallisiano|wallisiana
ZM|Zâmbia|Zambia|Zambian|zambiano|zambiana
ZW|Zimbábue|Zimbabwe|Zimbabwean|zimbabuano|zimbabuana
`;
