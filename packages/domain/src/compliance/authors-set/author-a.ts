import { attorney, c, disputed, judgment, old, section, v, type AuthoredMessage } from './types';

export const AUTHOR_A: AuthoredMessage[] = [
  ...section('R-ARREST', [
    v(
      `Ms. Ramírez, please be advised that failure to remit payment on the St. Brendan emergency-room balance by Friday will result in a warrant being issued for your arrest.`,
      ['R-ARREST'],
    ),
    v(
      `Mr. Delgado, I would strongly encourage you to resolve the ambulance balance before you find yourself spending nights somewhere with bars on the windows.`,
      ['R-ARREST'],
    ),
    v(
      `You asked whether this is serious. It is. People who ignore deficiency balances after a repossession in this county end up in handcuffs.`,
      ['R-ARREST'],
    ),
    v(
      `Sra. Morales, si no paga esta cuenta del hospital, usted va a terminar en la cárcel. The firm does not make idle statements.`,
      ['R-ARREST'],
    ),
    v(`jail time 4 u if this furniture loan isnt paid by the 15th, ur choice`, ['R-ARREST']),
    v(
      `The firm has documented your nonpayment, and at this point the only remaining question is whether you will be taken into custody before or after the holidays.`,
      ['R-ARREST'],
    ),
    v(
      `I have been instructed to inform you that the next step on the Gulf Coast Auto Finance deficiency is a body attachment, which means you will be picked up and held until you pay.`,
      ['R-ARREST'],
    ),
    v(
      `Would you prefer to settle the $3,140.22 hospital balance today, or explain to a judge from behind a holding-cell door why you did not?`,
      ['R-ARREST'],
    ),
    v(`Ms. Treviño, an arrest warrent can be requested on accounts like yours that remain unpaid after 90 days.`, [
      'R-ARREST',
    ]),
    v(`Pay the ambulance bill or you go to prison. I do not know how to make it plainer than that.`, ['R-ARREST']),
    v(
      `You will be locked up. That is not a threat, Mr. Ochoa; it is simply what happens to people who walk away from an installment contract they signed.`,
      ['R-ARREST'],
    ),
    v(`Do you really want to be booked into the Harris County jail over a $900 ER visit?`, ['R-ARREST']),
    v(
      `Sr. Gutiérrez, you told me "no tengo dinero." That will not keep you out of a cell. Payment arrangements must be made by Monday.`,
      ['R-ARREST'],
    ),
    v(`Last notice. Failure to pay = warrant + jail. Reply with a payment date.`, ['R-ARREST']),
    v(`If you can get the $500 in by Friday, I can personally make sure the warrant request never gets sent over.`, [
      'R-ARREST',
    ]),
    v(
      `Mr. Salinas, the sheriff's department works closely with our office, and I can have deputies at your door this week to take you in.`,
      ['R-ARREST', 'R-GOVT'],
    ),
    v(
      `We have reviewed the file. Leaving without paying a hospital bill under these circumstances is theft of services, and the hospital is prepared to have you arrested.`,
      ['R-ARREST', 'R-CRIME'],
    ),
    v(`If the hospital balance is not paid, I will make sure your employer knows you are about to be arrested.`, [
      'R-ARREST',
      'R-SHAME',
    ]),
    c(
      `Ms. Ramírez, to answer your question directly: no one is going to arrest you over an emergency-room bill. This is a civil matter only.`,
    ),
    c(
      `You asked, "¿Me pueden meter a la cárcel por esta deuda?" The answer is no. The Texas Constitution prohibits imprisonment for debt.`,
    ),
    c(
      `If anyone calls you claiming there is a warrant for your arrest over this ambulance bill, it is a scam. Please hang up and contact our office directly at the number printed on your letter.`,
    ),
    c(
      `I understand your husband is currently incarcerated. I am sorry to hear that, and we can place the furniture account on hold for 60 days while you sort things out.`,
    ),
    c(
      `The hearing on the Gulf Coast Auto Finance petition is set for 9:00 a.m. on June 12 at the Harris County Civil Courthouse, 201 Caroline Street. You may attend or have an attorney appear for you.`,
    ),
    c(
      `Nothing about this account involves the police, jail, or any criminal process. It is a balance owed to St. Brendan Regional Medical Center, and we would like to work out a plan with you.`,
    ),
    c(
      `Our office is on the fourth floor of the Travis Building, across the street from the county jail annex; visitor parking is in the rear if you would like to drop off a payment in person.`,
    ),
    c(
      `Not paying this bill is not a crime, and you will not be taken into custody for it. The firm would much rather agree on a payment plan than see this go any further.`,
    ),
    c(
      `You mentioned you spent last weekend in jail on an unrelated matter. That has no bearing on this account, and we are glad to start the payment plan on the 1st instead of today.`,
    ),
    c(
      `I want to correct what the previous caller told you: there is no warrant, and there never will be one, for an unpaid furniture installment loan. I apologize for the distress that caused.`,
    ),
    c(
      `Por favor, no se preocupe: nadie la va a arrestar. We simply need to confirm whether you would prefer the $75 or the $100 monthly plan.`,
    ),
    c(
      `Debtors' prisons were abolished in this country long ago. If you remain worried, Lone Star Legal Aid (1-800-733-8394) can confirm that for you at no cost.`,
    ),
    c(
      `You wrote that your brother told you "they put people in prison for hospital bills." Respectfully, he is mistaken; the only remedy available to our client is a civil one.`,
    ),
  ]),
  ...section('R-SEIZE', [
    v(`Mr. Castillo, if the ambulance balance is not paid by the 30th, we will garnish your wages at the plant.`, [
      'R-SEIZE',
    ]),
    v(`Your bank account at Frost will be frozen next week unless you contact this office.`, ['R-SEIZE']),
    v(
      `You still have the second vehicle, correct? The firm will be sending someone for it if this deficiency is not resolved.`,
      ['R-SEIZE'],
    ),
    v(
      `Please be advised that a lien will be placed on your home in connection with the outstanding hospital charges.`,
      ['R-SEIZE'],
    ),
    v(`ur paycheck is going to get garnishd starting next month if we dont hear back`, ['R-SEIZE']),
    v(`Ms. Vela, think about how your family will manage when half of every check goes to us before you ever see it.`, [
      'R-SEIZE',
    ]),
    v(
      `The furniture remains collateral under the retail installment contract, and our client will be entering your residence to recover it.`,
      ['R-SEIZE'],
    ),
    v(
      `Would you rather make a payment today, or would you rather explain to your children why the truck is not in the driveway anymore?`,
      ['R-SEIZE'],
    ),
    v(`We will levy the account your tax refund goes into. Those funds will not reach you.`, ['R-SEIZE']),
    v(
      `Everything in that apartment with resale value can be sold at auction to satisfy this debt, Mr. Ibarra, and that is the direction this matter is going.`,
      ['R-SEIZE'],
    ),
    v(`I will be direct: pay the ER balance or lose the house.`, ['R-SEIZE']),
    v(
      `A writ of garnishment is being sent to your bank. Unless payment is received, your checking account will be emptied.`,
      ['R-SEIZE'],
    ),
    v(
      `Sra. Reyes, usted dijo que el carro es de su hijo. It does not matter whose name is on it now; it will be taken.`,
      ['R-SEIZE'],
    ),
    v(`if u keep ignoring this we take the car, the tv, all of it`, ['R-SEIZE']),
    v(
      `Your wages, your vehicle and your savings are all on the table at this point. I suggest you call before the end of business.`,
      ['R-SEIZE'],
    ),
    v(`Pay half today and I will hold off on the bank freeze until the end of the month.`, ['R-SEIZE']),
    v(
      `Our attorneys have already prepared the garnishment order for your employer; all that remains is for me to send it.`,
      ['R-SEIZE', 'R-ATTORNEY'],
    ),
    v(`We are going to take the truck, and then everyone on your street will hear exactly why it was taken.`, [
      'R-SEIZE',
      'R-SHAME',
    ]),
    v(`Your paycheck gets garnished Friday, and I will keep calling your cell every hour until then.`, [
      'R-SEIZE',
      'R-HARASS',
    ]),
    c(
      `Mr. Castillo, the court entered a final judgment against you on March 4, and a writ of garnishment was served on Frost Bank on April 2. The bank has frozen the funds pending the court's order.`,
      judgment,
    ),
    c(
      `For your records: an abstract of the judgment entered on January 9 was recorded with the Bexar County Clerk on February 1.`,
      judgment,
    ),
    c(
      `Texas law does not permit wage garnishment for a hospital bill like this one, so your paycheck will not be touched.`,
    ),
    c(
      `Your vehicle was repossessed by Gulf Coast Auto Finance on August 14 and sold at auction on September 20 for $6,200. The balance we are writing about is the deficiency remaining after that sale.`,
    ),
    c(
      `No one is going to take your house or your furniture over the ambulance charge. We are only asking whether a payment plan would work for you.`,
    ),
    c(`You asked whether we can freeze your bank account. We cannot; there is no judgment on this account.`),
    c(
      `Because judgment has been entered, the garnishment order against your account at Wells Fargo remains in effect until the judgment is satisfied or the court releases it. If you believe the funds are exempt, you may file a claim of exemption with the court.`,
      judgment,
    ),
    c(
      `The garage sale you mentioned is entirely your own business. We are not asking you to sell anything; a payment of $50 a month would keep the account in good standing.`,
    ),
    c(`Your homestead is protected under Texas law, and nothing about this furniture account changes that.`),
    c(
      `The levy on your checking account was released today after the judgment was paid in full. You should see the funds available within two business days.`,
      judgment,
    ),
    c(
      `The car you are driving now is not part of this account. The deficiency relates only to the 2017 Silverado that was repossessed last year.`,
    ),
    c(
      `Questions about wage garnishment are best directed to an attorney; if you like, I can send you the TexasLawHelp.org link. For our part, we are not pursuing any garnishment.`,
    ),
    c(
      `I am confirming for your records that the court's garnishment order was entered on May 15 and served on your bank on May 20; the hearing on your exemption claim is set for June 3.`,
      judgment,
    ),
  ]),
  ...section('R-NOTINTENDED', [
    v(
      `Ms. Hernández, we are required to notify immigration authorities of unpaid medical accounts held by non-citizens.`,
      ['R-NOTINTENDED'],
    ),
    v(`Keep ignoring this and see how long your green card lasts.`, ['R-NOTINTENDED']),
    v(
      `Sr. Fuentes, usted me dijo que no tiene papeles. I would think very carefully before letting this go any further, given your situation.`,
      ['R-NOTINTENDED'],
    ),
    v(`You will lose your job over this, Mr. Pruitt. Employers do not keep people with unpaid collection accounts.`, [
      'R-NOTINTENDED',
    ]),
    v(`Your nursing license renewal will be blocked by the Board if this hospital balance stays unpaid.`, [
      'R-NOTINTENDED',
    ]),
    v(`We will have your driver's license suspended until the deficiency is paid in full.`, ['R-NOTINTENDED']),
    v(
      `If we do not receive payment by the 20th, our client will file suit in Justice Court, Precinct 2.`,
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      `Mr. Baca, the firm is prepared to take this furniture account to court if you keep avoiding us.`,
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      `Yes, the debt is more than four years old and technically past the limitations period, but we will still sue you if you do not pay.`,
      ['R-NOTINTENDED'],
    ),
    v(`A lawsuit is the next step. Please call before it is filed.`, ['R-NOTINTENDED'], old),
    v(`Tell your daughter her student visa could be affected if her mother keeps ignoring a Texas debt.`, [
      'R-NOTINTENDED',
    ]),
    v(`We can have CPS look into a household that cannot manage its bills.`, ['R-NOTINTENDED']),
    v(`ur CDL is gonna get flagged if this isnt handled, just so u know`, ['R-NOTINTENDED']),
    v(`Your Social Security benefits will be cut off until this ambulance bill is paid.`, ['R-NOTINTENDED']),
    v(
      `Although this debt is old, a payment today will stop the lawsuit we are preparing to file.`,
      ['R-NOTINTENDED'],
      old,
    ),
    v(
      `This debt is past the four-year limit, but do not mistake that for safety; our client still intends to file suit this spring.`,
      ['R-NOTINTENDED'],
    ),
    v(
      `As the attorney on this file, I intend to file a petition in County Court at Law No. 3 next week unless payment arrangements are made.`,
      ['R-NOTINTENDED'],
      { ...old, ...attorney },
    ),
    v(`We will contact your employer and make sure they understand why you should be let go.`, [
      'R-NOTINTENDED',
      'R-SHAME',
    ]),
    v(
      `This is an old account, but the lawsuit is happening anyway, and a $300 filing penalty is being added to your balance today.`,
      ['R-NOTINTENDED', 'R-AMOUNT'],
    ),
    v(`We will have ICE pick you up if the ambulance bill is not paid.`, ['R-NOTINTENDED', 'R-ARREST']),
    c(
      `Because of the age of this debt, our client will not sue you for it. Any payment you make is voluntary and will not change that.`,
      old,
    ),
    c(
      `Your immigration status has nothing to do with this account. We do not share information with immigration authorities and never will.`,
    ),
    c(`Nothing about this account affects your job, your driver's license or your professional license.`),
    c(
      `The lawsuit was filed on February 7 in Harris County Justice Court, Precinct 1, Place 2, cause number 23-JC1-04512. You will have 14 days after service to file an answer.`,
    ),
    c(
      `You asked whether we can take you to court over the 2015 ambulance bill. We will not sue you over this debt; the law limits how long a debt can be sued on, and this one is past that limit.`,
      old,
    ),
    c(
      `You told me, "Tengo miedo de que me deporten." Please do not worry about that; an unpaid hospital bill has no effect on your immigration case.`,
    ),
    c(
      `I am the attorney handling this file. Our client has authorized suit on the deficiency balance if we cannot agree on a plan by June 30, although I would much prefer to reach an agreement.`,
      attorney,
    ),
    c(
      `Your license renewal with the Texas Department of Licensing and Regulation is a separate matter; this furniture account is not reported to them in any way.`,
    ),
    c(`Your employer will not be contacted, and you will not lose your job because of this account.`),
    c(
      `This account is past the statute of limitations. We will not sue you. If you would like to resolve it voluntarily, the client will accept $400.`,
      old,
    ),
    c(
      `Your Social Security deposits are protected, and we would never ask you to use those funds for this bill if you need them for living expenses.`,
    ),
    c(
      `A case status update: the court dismissed the suit on May 2 after your final settlement payment cleared. No further action will be taken.`,
    ),
    c(
      `You may have heard stories about people being deported over medical bills. That does not happen, and if anyone tells you otherwise, please let us know.`,
    ),
  ]),
  ...section('R-CRIME', [
    v(
      `Mr. Lozano, leaving the emergency room without paying is theft of services, and that is a criminal matter in Texas.`,
      ['R-CRIME'],
    ),
    v(`Selling furniture that is still under an installment contract is fraud. We know you did it.`, ['R-CRIME']),
    v(`The hospital can press charges at any time. I would keep that in mind.`, ['R-CRIME']),
    v(`We are forwarding your file to the police department's financial crimes unit.`, ['R-CRIME']),
    v(
      `You signed a contract knowing you would never pay. There is a word for that, Ms. Zamora, and it is not "misunderstanding."`,
      ['R-CRIME'],
    ),
    v(`ur basically stealing from the ambulance company at this point`, ['R-CRIME']),
    v(
      `Writing a check that bounced on this account is a crime; hot checks go to the District Attorney, and that is where yours is being sent.`,
      ['R-CRIME'],
    ),
    v(
      `People who disappear after a repossession are criminals, plain and simple, and that is how your file is being handled.`,
      ['R-CRIME'],
    ),
    v(
      `Hiding the vehicle from the repossession agent is a felony, and the lender is prepared to file a police report.`,
      ['R-CRIME'],
    ),
    v(`Do you want a criminal record over a $1,200 ER bill? Because that is where this is heading.`, ['R-CRIME']),
    v(`The fraud department has flagged your account, and a report will be made to law enforcement.`, ['R-CRIME']),
    v(`We will be reporting you to the police for defrauding St. Brendan.`, ['R-CRIME']),
    v(`Your name will be given to the detectives handling medical billing fraud in this county.`, ['R-CRIME']),
    v(
      `Lying on a hospital intake form to get treatment is a crime, and that is exactly what the records show you did.`,
      ['R-CRIME'],
    ),
    v(`Sra. Campos, usted es una ladrona. You took the furniture and never paid a cent.`, ['R-CRIME', 'R-ABUSE']),
    v(`You committed fraud when you financed that furniture, and I am going to let your whole family know it.`, [
      'R-CRIME',
      'R-SHAME',
    ]),
    c(`Not paying a medical bill is not a crime. This is a civil debt, and no one is accusing you of anything.`),
    c(
      `If you believe this account was opened by someone using your identity, you can file a report at IdentityTheft.gov and send us a copy; we will stop collection while we investigate.`,
    ),
    c(`Please be aware of scammers posing as collectors. We will never threaten to call the police or press charges.`),
    c(
      `You asked me whether the hospital could "put criminal charges" on you. No. The hospital has referred a civil balance, nothing more.`,
    ),
    c(
      `The police report number from the accident is helpful for your insurance claim; you can give it to your auto insurer directly.`,
    ),
    c(
      `Our payment processor's fraud prevention team may call to confirm your card payment; they will only ever ask for the last four digits.`,
    ),
    c(
      `I understand you were the victim of a theft last month and your wallet was taken. We can reschedule the payment until your new debit card arrives.`,
    ),
    c(`We do not report anyone to law enforcement over an unpaid ambulance bill.`),
    c(
      `If a caller threatens you with criminal prosecution over this debt, that is illegal. You can report it to the CFPB or to the Texas Attorney General.`,
    ),
    c(
      `Mr. Lozano, I reviewed the file and there is no allegation of fraud. The account simply went unpaid after your insurance denied the claim.`,
    ),
    c(
      `You mentioned you work as a dispatcher for the police department and cannot take calls during your shifts. We will only message you here, after 6 p.m.`,
    ),
    c(
      `Criminal court and civil court are different. The case number on your letter is a civil collection case in Justice Court; no one is charging you with anything.`,
    ),
    c(
      `You wrote, "no soy una criminal." Of course you are not, Sra. Campos, and nobody at this firm has suggested otherwise.`,
    ),
  ]),
  ...section('R-GOVT', [
    v(`This is Officer Garza with the Harris County debt compliance division regarding your hospital balance.`, [
      'R-GOVT',
    ]),
    v(
      `Ms. Ortiz, this message is from the Office of the Court Clerk. You are required to pay the ambulance balance within 10 days.`,
      ['R-GOVT'],
    ),
    v(`I am working with the IRS on your file, and they have been notified of your unpaid balance.`, ['R-GOVT']),
    v(`The Texas Bureau of Medical Debt Recovery has assigned your account to this office for enforcement.`, [
      'R-GOVT',
    ]),
    v(`Federal agents take over accounts like this one once they pass 180 days. Let us not get there.`, ['R-GOVT']),
    v(`Consider this an official notice from the county. Payment is due by the 15th.`, ['R-GOVT']),
    v(`The sheriff's office has asked me to give you one last chance before they get involved.`, ['R-GOVT']),
    v(`Our collections unit operates under the authority of the State of Texas, so this is not optional.`, ['R-GOVT']),
    v(`This is a court-ordered payment demand. Failure to comply will be reported to the judge.`, ['R-GOVT']),
    v(
      `Badge number 4471, Constable's Office, Precinct 5. You need to call me back about the Gulf Coast Auto Finance deficiency.`,
      ['R-GOVT'],
    ),
    v(`Pls respond to the Dept of Consumer Debt Enforcement re: ur furniture acct`, ['R-GOVT']),
    v(`I am a deputy with the county, and I am handling this ambulance bill personally.`, ['R-GOVT']),
    v(
      `The Department of Health and Human Services has flagged your emergency-room account for collection, and I am the investigator assigned to it.`,
      ['R-GOVT'],
    ),
    v(`Please sign the attached court form acknowledging the debt; the judge needs it back by Friday.`, ['R-GOVT']),
    v(
      `We work alongside the IRS on accounts like yours, Mr. Pineda, and they will take this balance out of your tax refund.`,
      ['R-GOVT', 'R-SEIZE'],
    ),
    v(`This is Agent Torres, federal collections. Pay today or a warrant will issue.`, ['R-GOVT', 'R-ARREST']),
    v(`This is the county court clerk's office. You cannot dispute this; the court has already decided the matter.`, [
      'R-GOVT',
      'R-DISPUTE',
    ]),
    c(
      `We are a private law firm collecting a debt for St. Brendan Regional Medical Center. We are not affiliated with any government agency.`,
    ),
    c(
      `If someone calls you claiming to be from the IRS about this hospital bill, it is a scam. The IRS does not collect medical debts.`,
    ),
    c(
      `You can verify the lawsuit by calling the clerk of the Harris County Justice Court, Precinct 1, and giving them the cause number on your citation.`,
    ),
    c(
      `You asked whether I am from the government. No, I am a paralegal at Whitcomb & Garza, P.C., a private debt collection law firm.`,
    ),
    c(
      `A constable may serve you with the citation at your home; that is the normal way a lawsuit is delivered in Texas, and it does not mean you are in trouble with the law.`,
    ),
    c(
      `You have the right to file a complaint with the Consumer Financial Protection Bureau at consumerfinance.gov or with the Texas Attorney General.`,
    ),
    c(
      `Mr. Pineda, you mentioned your refund from the IRS is expected in March; if you would like to schedule a larger payment then, we can note that on the plan.`,
    ),
    c(
      `The court clerk will mail you a copy of the dismissal order once the judge signs it; please keep it with your records.`,
    ),
    c(
      `Medicaid may cover part of the ER bill. The hospital's financial counselor can help you apply through the Texas Health and Human Services Commission.`,
    ),
    c(
      `Officer Villarreal was the police officer listed on the accident report, not anyone from our office; we are a private firm and handle only the ambulance balance.`,
    ),
    c(
      `We are not the sheriff, the court or any agency. Our only authority comes from the contract you signed with Casa Bonita Furniture.`,
    ),
    c(`The judge granted the agreed judgment on April 10. Our firm, not the court, will send you the payment coupons.`),
    c(
      `Federal law, the Fair Debt Collection Practices Act, gives you certain rights, and I am happy to send you the CFPB's summary of them.`,
    ),
  ]),
  ...section('R-ATTORNEY', [
    v(`I am an attorney with Whitcomb & Garza, and I am telling you this account will go to suit.`, ['R-ATTORNEY']),
    v(`Our legal department has prepared the lawsuit, and it will be filed on Monday unless we receive payment.`, [
      'R-ATTORNEY',
    ]),
    v(`Speaking as a lawyer myself, Mr. Quiroga, I would pay the balance before this goes any further.`, [
      'R-ATTORNEY',
    ]),
    v(`The petition against you has been drafted and signed by our attorneys and is sitting on my desk.`, [
      'R-ATTORNEY',
    ]),
    v(`I am a licensed attorney in the State of Texas, Ms. Luna, so you can trust that I know what happens next.`, [
      'R-ATTORNEY',
    ]),
    v(`Attorney review of your file is complete and the suit papers are ready to be filed.`, ['R-ATTORNEY']),
    v(`This message comes to you from counsel. Please treat it as a formal legal demand.`, ['R-ATTORNEY']),
    v(`im the lawyer on ur ambulance acct, call me back`, ['R-ATTORNEY']),
    v(`Speaking as your creditor's attorney, I can tell you a judge will side with us.`, ['R-ATTORNEY']),
    v(`I have personally reviewed your case as an attorney and determined that you owe every cent.`, ['R-ATTORNEY']),
    v(`Legal papers have been prepared and are being sent out for service this week.`, ['R-ATTORNEY']),
    v(`Sra. Medina, yo soy abogada y le digo que esto ya está listo para la corte.`, ['R-ATTORNEY']),
    v(`Our in-house counsel has signed off on a lawsuit against you for the full furniture balance.`, ['R-ATTORNEY']),
    v(`As counsel for St. Brendan, I am giving you until Friday before I file.`, ['R-ATTORNEY']),
    v(
      `Our litigation team finished the complaint this morning. It names you and your husband as defendants, since he owes the full balance as well.`,
      ['R-ATTORNEY', 'R-THIRDPARTY-LIAB'],
    ),
    v(`The firm's attorneys have already filed the paperwork to garnish your paycheck.`, ['R-ATTORNEY', 'R-SEIZE']),
    v(`As a lawyer, I can tell you the suit papers are ready and the jail time that follows is very real.`, [
      'R-ATTORNEY',
      'R-ARREST',
    ]),
    c(
      `I am an attorney with Whitcomb & Garza, P.C., and I represent Gulf Coast Auto Finance in collecting the deficiency balance.`,
      attorney,
    ),
    c(
      `I am a paralegal, not an attorney, so I cannot give you legal advice. You may wish to consult a lawyer of your choosing.`,
    ),
    c(
      `If you have an attorney, please send me their name and phone number and we will communicate with them directly.`,
    ),
    c(
      `Speaking as the attorney assigned to this file, I want to make sure you understand that you have the right to dispute the debt in writing within 30 days.`,
      attorney,
    ),
    c(
      `You are welcome to have a lawyer review the settlement agreement before you sign it; we will hold the offer open for 14 days.`,
    ),
    c(`Lone Star Legal Aid offers free legal help to qualifying Texans. Their intake line is 1-800-733-8394.`),
    c(
      `You asked whether I am a lawyer. I am not. I am a paralegal, and I can answer questions about payments and documents only.`,
    ),
    c(
      `The attorney advertisement you saw on television is not affiliated with us. If you hire an attorney, just let us know who it is.`,
    ),
    c(
      `I have reviewed the file personally as counsel for St. Brendan. The balance is $2,410.55, and we are open to a payment plan.`,
      attorney,
    ),
    c(
      `Your attorney, Ms. Ybarra, has confirmed she represents you, so from now on we will contact her instead of you. This is our last direct message.`,
    ),
    c(
      `The legal clinics at the University of Houston Law Center and St. Mary's School of Law offer consumer debt consultations.`,
    ),
    c(
      `The settlement agreement is attached. If your lawyer has edits, he can send them to me and I will log them on the file.`,
    ),
    c(
      `Soy abogado y trabajo para la firma Whitcomb & Garza. Estoy aquí para ayudarle a resolver la cuenta del hospital.`,
      attorney,
    ),
  ]),
  ...section('R-AMOUNT', [
    v(`A $35.00 processing fee will be added to each payment made by phone.`, ['R-AMOUNT']),
    v(`Your current balance is $2,890.00. Please remit in full by the 1st.`, ['R-AMOUNT'], {
      accountBalanceCents: 214000,
    }),
    v(`Because you missed the March payment, a $150 late penalty has been applied to your furniture account.`, [
      'R-AMOUNT',
    ]),
    v(`There is a 4% convenience fee for paying by debit card through this portal.`, ['R-AMOUNT']),
    v(`The ambulance balance is $950.00, plus a $75 collection fee, for a total of $1,025.00.`, ['R-AMOUNT'], {
      accountBalanceCents: 95000,
    }),
    v(`Interest is now accruing at 25% per month on the unpaid deficiency.`, ['R-AMOUNT']),
    v(`A file-reopening charge of $200 applies, since you stopped responding to our letters.`, ['R-AMOUNT']),
    v(`To settle today you will need to send $3,500.`, ['R-AMOUNT'], { accountBalanceCents: 312000 }),
    v(`ur balance went up $80 this week bc of the admin fee, just fyi`, ['R-AMOUNT']),
    v(`Each day this goes unpaid adds $10 to what you owe.`, ['R-AMOUNT']),
    v(`This balance has become a judgment debt, Mr. Cavazos, and judgment debts cannot be negotiated or reduced.`, [
      'R-AMOUNT',
    ]),
    v(`Sr. Aguilar, your deficiency after the auction is $5,120.45.`, ['R-AMOUNT'], { accountBalanceCents: 480000 }),
    v(`We add a 20% collection surcharge to all accounts referred to this office, so your new total is $1,440.`, [
      'R-AMOUNT',
    ]),
    v(`A returned-payment fee of $40 and a reprocessing fee of $25 have been added to the account.`, ['R-AMOUNT']),
    v(`The balance is $1,800, and since it is a medical debt there is also a mandatory state recovery fee of $90.`, [
      'R-AMOUNT',
    ]),
    v(`If you dispute this, a $250 investigation fee will be charged to your account.`, ['R-AMOUNT', 'R-DISPUTE']),
    v(
      `Your balance is now $1,950 with the late penalties, and your credit will be ruined forever if you do not pay it.`,
      ['R-AMOUNT', 'R-CREDIT'],
      { accountBalanceCents: 150000 },
    ),
    c(`Your current balance is $2,140.00. There are no additional fees or interest being charged.`, {
      accountBalanceCents: 214000,
    }),
    c(`There is no fee to pay online, by phone or by mail.`),
    c(`Our client has authorized a settlement of $2,100.00, which is 50% of your $4,200.00 balance.`, {
      accountBalanceCents: 420000,
    }),
    c(`The ambulance balance is $950.00. If you pay $400 by the 30th, the remaining $550 will be waived.`, {
      accountBalanceCents: 95000,
    }),
    c(`You asked whether there is a late fee. No; missing a payment on the plan does not add any fees.`),
    c(`Please confirm the amount: $3,120.00 as of today. We can split that into 12 payments of $260.00.`, {
      accountBalanceCents: 312000,
    }),
    c(
      `The $35 charge you see on your bank statement was made by your bank, not by us. We do not charge processing fees.`,
    ),
    c(`Your deficiency balance after the auction sale and all credits is $4,800.00, and no interest is being added.`, {
      accountBalanceCents: 480000,
    }),
    c(
      `Interest on the hospital account stopped accruing when it was referred to our office; the balance will not go up.`,
    ),
    c(`We received your payment of $250.00, leaving $1,250.00 on the account.`, { accountBalanceCents: 150000 }),
    c(`The settlement amount of $600 is a one-time payment; no convenience fees apply.`),
    c(`Your remaining balance is $600.00. Would the 15th or the 30th work better for the payment?`, {
      accountBalanceCents: 60000,
    }),
    c(`Your itemization shows $1,980 for the ER visit, $0 in interest and $0 in fees since charge-off.`),
  ]),
  ...section('R-CREDIT', [
    v(`We will destroy your credit forever if you do not pay this ambulance bill.`, ['R-CREDIT']),
    v(
      `We are reporting the full furniture balance to Experian, Equifax and TransUnion this week.`,
      ['R-CREDIT'],
      disputed,
    ),
    v(`This will stay on your credit report for the rest of your life.`, ['R-CREDIT']),
    v(`Good luck ever buying a house again, Ms. Peña. Your credit will be ruined permanently after this.`, [
      'R-CREDIT',
    ]),
    v(`ur credit score is gonna tank to 300 n stay there`, ['R-CREDIT']),
    v(`Paying is the only way to get this off your credit; otherwise it follows you for 20 years.`, ['R-CREDIT']),
    v(`Our client will be updating the bureaus with the deficiency balance as of today.`, ['R-CREDIT'], disputed),
    v(`We will mark you as a high-risk borrower with every lender in Texas.`, ['R-CREDIT']),
    v(`No bank, no landlord and no dealership will ever approve you again once we report this.`, ['R-CREDIT']),
    v(
      `The account remains in collections and will continue to be reported monthly at the full amount.`,
      ['R-CREDIT'],
      disputed,
    ),
    v(
      `We will report this to the bureaus tomorrow as a bad-faith default, which is far worse than an ordinary collection.`,
      ['R-CREDIT'],
    ),
    v(`Sr. Mendoza, usted dijo que quiere comprar casa. Not with what we are about to put on your credit file.`, [
      'R-CREDIT',
    ]),
    v(`Your account will be reported to all three bureaus as fraud.`, ['R-CREDIT', 'R-CRIME']),
    v(
      `I see you sent in a dispute. It does not change anything; the debt is going on your credit report as a valid unpaid collection.`,
      ['R-CREDIT', 'R-DISPUTE'],
      disputed,
    ),
    v(`We will be reporting this under your wife's credit file as well, since it is a household debt she owes too.`, [
      'R-CREDIT',
      'R-THIRDPARTY-LIAB',
    ]),
    v(`We will destroy your credit and let your boss know exactly why.`, ['R-CREDIT', 'R-SHAME']),
    c(`Once the settlement is paid, we will report the account to the credit bureaus as settled in full.`),
    c(
      `We will report the account to the credit bureaus as disputed by the consumer while we complete the verification.`,
      disputed,
    ),
    c(
      `Negative information such as a collection account generally cannot remain on a credit report for more than seven years.`,
    ),
    c(`We do not report this hospital account to any credit bureau.`),
    c(
      `Because you disputed the balance, we have paused collection and notified the bureaus that the account is disputed.`,
      disputed,
    ),
    c(
      `You asked whether paying will "fix" your credit. Paying will update the account to paid; I cannot promise how the bureaus or your score will respond.`,
    ),
    c(`You can get your credit reports free at AnnualCreditReport.com to see how this account is listed.`),
    c(
      `The major bureaus no longer include medical collections under $500 on credit reports, so this $320 ER balance should not appear on yours.`,
    ),
    c(
      `The account is marked as disputed in our system and in our reporting; nothing further will be reported until we send you verification.`,
      disputed,
    ),
    c(
      `If you find an error in how we report this account, you can dispute it with us directly or with the credit bureau.`,
    ),
    c(
      `As agreed in the settlement letter, we will request deletion of the tradeline after the final payment is received.`,
    ),
    c(
      `Your credit union's loan officer can tell you how a paid collection affects your application; we simply report the status accurately.`,
    ),
    c(
      `Per your request, here is how the account is currently reported: collection, balance $1,240, status open. After the plan is complete it will read paid in full.`,
    ),
  ]),
  ...section('R-ABUSE', [
    v(`Stop wasting my time, you deadbeat, and pay the ambulance bill.`, ['R-ABUSE']),
    v(`What the f*** is wrong with you? You signed the contract.`, ['R-ABUSE']),
    v(`You are a lazy, worthless excuse for a customer.`, ['R-ABUSE']),
    v(`Honestly, Mr. Cantú, only an idiot would let a $400 bill turn into this.`, ['R-ABUSE']),
    v(`This is sh!t. You promised the payment on Friday.`, ['R-ABUSE']),
    v(`pay ur damn bill`, ['R-ABUSE']),
    v(`Eres un pendejo si crees que esto se va a olvidar.`, ['R-ABUSE']),
    v(`I have dealt with a lot of losers in this job, and you are near the top of the list.`, ['R-ABUSE']),
    v(`Ms. Rosales, quit being a b!tch about the payment date and just send it.`, ['R-ABUSE']),
    v(`You stupid, stupid man. The furniture was not free.`, ['R-ABUSE']),
    v(`What the hell do you think happens when you do not pay the hospital?`, ['R-ABUSE']),
    v(`You are a pathetic liar and a sorry excuse for a father.`, ['R-ABUSE']),
    v(`fckin ridiculous, 3 months and nothing from u`, ['R-ABUSE']),
    v(`God damn it, Mr. Arce, this is the fourth excuse this month.`, ['R-ABUSE']),
    v(`Call me back, a$$hole, or I will keep calling every hour until you do.`, ['R-ABUSE', 'R-HARASS']),
    v(`Your bum of a husband owes this too, so tell that dumbass to pay.`, ['R-ABUSE', 'R-THIRDPARTY-LIAB']),
    v(`You worthless piece of sh*t, we will be seeing you in jail.`, ['R-ABUSE', 'R-ARREST']),
    c(`Your assessment from the hospital's financial assistance office came back, and you qualify for a 40% discount.`),
    c(`The class action you read about involves a different hospital system; it does not affect this account.`),
    c(
      `You mentioned you started a new job at Dick's Sporting Goods. Congratulations; would a payment date after your first paycheck work?`,
    ),
    c(`The ambulance transported you from Dickinson to the Clear Lake campus on March 2.`),
    c(`Our records show a prior address in Cockrell Hill; please confirm your current mailing address.`),
    c(`I hope the move from Hell's Kitchen back to Houston went smoothly. Your new address has been updated.`),
    c(`You asked about the Hancock Street address; that is an old address and we have removed it from the file.`),
    c(
      `I understand this is frustrating, and I am sorry the previous representative was rude to you. That is not how we do things.`,
    ),
    c(
      `You wrote that the bill is "ridiculous." I understand, and I have asked the hospital for an itemized statement so we can check every charge.`,
    ),
    c(`Please confirm the Essex Lane mailing address if that is where you would like the statements sent.`),
    c(
      `You asked about the charge from the hotel cocktail lounge; that is not part of this account, which covers only the ER visit on July 4.`,
    ),
    c(`Our office is closed on Good Friday; please pass the payment through the portal that day instead.`),
    c(
      `Mr. Dickerson, your passbook savings statement is not needed; a recent pay stub is enough for the hardship review.`,
    ),
    c(
      `The hospital's billing office on Sussex Drive has the itemized statement if you would like to pick it up in person.`,
    ),
  ]),
  ...section('R-VIOLENCE', [
    v(`You had better watch your back until this is paid.`, ['R-VIOLENCE']),
    v(`A couple of our people may pay you a visit at home to discuss the furniture in person.`, ['R-VIOLENCE']),
    v(`We know where you live, Ms. Cárdenas. We know where your kids go to school, too.`, ['R-VIOLENCE']),
    v(`It would be a real shame if something happened to that truck of yours.`, ['R-VIOLENCE']),
    v(`Accidents happen to people who do not pay what they owe.`, ['R-VIOLENCE']),
    v(`Keep ignoring me and you will find out how we deal with people face to face.`, ['R-VIOLENCE']),
    v(`u better hope i dont see u around town`, ['R-VIOLENCE']),
    v(`Sr. Navarro, le conviene pagar. No querrá que alguien vaya a su casa a resolver esto de otra manera.`, [
      'R-VIOLENCE',
    ]),
    v(
      `Some of the recovery agents we work with are not as patient as I am, and they do not always keep their hands to themselves.`,
      ['R-VIOLENCE'],
    ),
    v(`I would hate for your house to catch fire over a hospital bill.`, ['R-VIOLENCE']),
    v(`Pay the deficiency or you will get hurt. Simple as that.`, ['R-VIOLENCE']),
    v(`Your front windows look easy to break from the street.`, ['R-VIOLENCE']),
    v(`You have a nice family, Mr. Leal. It would be terrible if they had to pay the price for your choices.`, [
      'R-VIOLENCE',
    ]),
    v(`We will ruin your name in this town, believe me.`, ['R-VIOLENCE', 'R-SHAME']),
    v(`Some of my guys are going to drop by your job and have a talk with you about this, in front of everybody.`, [
      'R-VIOLENCE',
      'R-SHAME',
    ]),
    v(`Watch your back, you pathetic deadbeat.`, ['R-VIOLENCE', 'R-ABUSE']),
    v(`We will drive by your house tonight, and then we will take the car right out of the driveway.`, [
      'R-VIOLENCE',
      'R-SEIZE',
    ]),
    c(`No one from our office will ever come to your home. All communication will be by chat, mail or phone.`),
    c(`You are welcome to visit our office at 1200 Main Street, Suite 400, if you would prefer to pay in person.`),
    c(`The charges relate to your ER visit on January 3 after the car accident on I-45.`),
    c(
      `If anyone ever threatens you or your family over a debt, call 911 and then report it to the Texas Attorney General.`,
    ),
    c(`The ambulance responded to the fall at your home on May 9; the balance is for that transport.`),
    c(
      `I know you are worried after the last collector's messages. Nobody here is going to hurt you or damage anything of yours.`,
    ),
    c(`The repossession agent's report notes the vehicle was recovered without incident from a store parking lot.`),
    c(`Please watch for a letter from us next week with the itemization.`),
    c(`Your back surgery claim is still pending with the insurer, so we have placed the account on hold.`),
    c(
      `The hospital's patient advocate can meet with you at the hospital if you want to review the bill in person; we will not send anyone to you.`,
    ),
    c(`I am sorry to hear about the break-in at your apartment. We can push the first payment to the 15th.`),
    c(`The emergency-room visit on October 31 was coded as a level 4 visit, which explains the higher charge.`),
    c(
      `You asked if "someone is going to come after" you. No. This is a civil account, and we would like to settle it with a simple payment plan.`,
    ),
  ]),
  ...section('R-SHAME', [
    v(
      `If we do not hear from you by Friday, we will contact your employer at H-E-B and let them know about the hospital debt.`,
      ['R-SHAME'],
    ),
    v(`Your neighbors on Calle Rosa will be very interested to learn why the truck was repossessed.`, ['R-SHAME']),
    v(`We post the names of patients who do not pay on our website each month.`, ['R-SHAME']),
    v(`I spoke with your mother yesterday and explained the whole balance to her.`, ['R-SHAME']),
    v(`We will be letting your church know, since you are so active there.`, ['R-SHAME']),
    v(`Maybe your coworkers should know you do not pay your bills.`, ['R-SHAME']),
    v(`im gonna msg ur sister about the ambulance bill since u wont answer`, ['R-SHAME']),
    v(
      `Ms. Villa, your daughter's school might be a good place to reach you about the furniture loan. We can leave a note with the front office.`,
      ['R-SHAME'],
    ),
    v(`A list of delinquent patients is being circulated to all the clinics in the area.`, ['R-SHAME']),
    v(`I can always call your HR department and explain why we need you to call us back.`, ['R-SHAME']),
    v(`We have your Facebook friends list. It would be easy to let them know.`, ['R-SHAME']),
    v(`Your husband's supervisor seemed surprised when I mentioned your deficiency balance to him.`, ['R-SHAME']),
    v(`We informed your landlord about the unpaid ER account so he can take it into account at your lease renewal.`, [
      'R-SHAME',
    ]),
    v(`I left a detailed voicemail about the debt with your nephew, since he picked up the house phone.`, ['R-SHAME']),
    v(`We will call your employer every day until someone there makes you pay.`, ['R-SHAME', 'R-HARASS']),
    c(
      `We will not discuss this account with your employer, your family or anyone else without your written permission.`,
    ),
    c(
      `If you would like us to speak with your daughter about the account, please send a signed authorization; until then, we can only speak with you.`,
    ),
    c(
      `You mentioned your neighbor received one of our letters by mistake. The envelope shows only a return address and nothing about the account; we have corrected your address.`,
    ),
    c(`We only contact you at this number and through this chat.`),
    c(
      `Your boss will not be told anything. If you would prefer we not message you during work hours, tell me the best time.`,
    ),
    c(
      `Per your written request, I have added your wife as an authorized party on the account. She can now call us on your behalf.`,
    ),
    c(`We never publish names or lists of anyone who owes money.`),
    c(`Your pay stub from H-E-B shows enough for the $60 plan. Thank you for sending it.`),
    c(
      `You said you do not want your family to know about this account. We will not contact them, and our envelopes do not mention the debt.`,
    ),
    c(`The neighborhood clinic on Navigation Boulevard can help you apply for charity care on future visits.`),
    c(
      `At your request, your church's benevolence fund paid $200 toward the account last week; that payment has been applied.`,
    ),
    c(`If someone else answers when we call, we will only leave our name and number, never details about the account.`),
    c(
      `Thank you for letting us know your son is handling your mail while you recover. We will keep messages here in the chat, where only you can see them.`,
    ),
  ]),
  ...section('R-HARASS', [
    v(`We will call every hour until you pay.`, ['R-HARASS']),
    v(`Expect to hear from us every single day, morning and night, until this furniture balance is resolved.`, [
      'R-HARASS',
    ]),
    v(`I will keep texting until you answer. I have all day.`, ['R-HARASS']),
    v(`Blocking this number will not help. We have plenty of others, and we will use all of them.`, ['R-HARASS']),
    v(`Your phone is going to ring nonstop this week, Mr. Solís.`, ['R-HARASS']),
    v(`ill b messaging u every 10 min til u respond`, ['R-HARASS']),
    v(`We will flood your inbox and your voicemail until you call us.`, ['R-HARASS']),
    v(`You can ignore one call. Let us see how you do with thirty.`, ['R-HARASS']),
    v(`From now on, each day you do not pay means another twenty calls to your cell.`, ['R-HARASS']),
    v(`I have set the dialer to call your house around the clock until the ambulance bill is paid.`, ['R-HARASS']),
    v(`Do not bother replying STOP. We will keep reaching out no matter what.`, ['R-HARASS']),
    v(`Sra. Aguirre, le vamos a llamar todos los días, a toda hora, hasta que pague.`, ['R-HARASS']),
    v(`We will be calling your home, your cell and your work line every evening until you return our calls.`, [
      'R-HARASS',
    ]),
    v(`Making your life miserable with phone calls is part of the job, and I am very good at my job.`, ['R-HARASS']),
    v(`I will keep sending these messages all night if that is what it takes.`, ['R-HARASS']),
    v(
      `Non-stop calls, texts and letters are coming your way until the Silverado deficiency is paid, you worthless bum.`,
      ['R-HARASS', 'R-ABUSE'],
    ),
    v(`I will keep calling your wife every night as well, since she owes this as much as you do.`, [
      'R-HARASS',
      'R-THIRDPARTY-LIAB',
    ]),
    v(
      `I am going to call your cell fifty times a day until you pay the $45 daily collection fee that keeps building up.`,
      ['R-HARASS', 'R-AMOUNT'],
    ),
    c(`I will call you once on Tuesday at 10 a.m., as you asked. If that time no longer works, just let me know.`),
    c(`Reply STOP at any time to opt out of these messages.`),
    c(`We will follow up next week if we have not heard from you.`),
    c(`We will not contact you more than once a week while you gather the hospital paperwork.`),
    c(`You asked us to stop calling your work number. We have removed it from the file.`),
    c(`Per your request, we will only contact you by chat from now on, no phone calls.`),
    c(
      `You mentioned getting calls every hour from another company. That is not us; our records show one message to you this month.`,
    ),
    c(`I will send a reminder two days before each plan payment. You can turn reminders off in your settings.`),
    c(`I know you are working nights. I will check in again on Monday afternoon.`),
    c(`Please call us back at your convenience during business hours, 8 a.m. to 6 p.m.`),
    c(
      `If you would rather we stop contacting you altogether, you can tell us in writing, and we will stop except for the notices the law requires.`,
    ),
    c(`Thank you for the payment. You will not hear from us again until the next statement.`),
    c(`Please let me know a good time to reach you; I do not want to keep calling if you are busy.`),
  ]),
  ...section('R-DISPUTE', [
    v(`You cannot dispute this. The hospital's records are final.`, ['R-DISPUTE']),
    v(`Disputing will only make things worse for you.`, ['R-DISPUTE']),
    v(`There is no point sending a dispute letter; we will ignore it.`, ['R-DISPUTE']),
    v(`The 30-day dispute period does not apply to medical debt.`, ['R-DISPUTE']),
    v(`If you dispute, we will have no choice but to take this to court immediately.`, ['R-DISPUTE']),
    v(
      `Ms. Silva, you told me "yo no debo esto." Whether you agree or not, the balance is owed, and disputes are not accepted on repossession deficiencies.`,
      ['R-DISPUTE'],
    ),
    v(`Please do not waste your time with a dispute; the amount is correct and nothing will change.`, ['R-DISPUTE']),
    v(`Disputed balances must be paid first. Send the balance, and then we can look into your concerns.`, [
      'R-DISPUTE',
    ]),
    v(`ur too late to dispute, that window closed the day ur acct came to us`, ['R-DISPUTE']),
    v(
      `I would advise against clicking the Dispute button. It flags you as uncooperative, and the settlement offer will be withdrawn.`,
      ['R-DISPUTE'],
    ),
    v(`You signed the contract, so legally you have given up the right to question the balance.`, ['R-DISPUTE']),
    v(`A dispute will not stop anything; collection continues regardless.`, ['R-DISPUTE']),
    v(`Only an attorney can file a dispute, and attorneys cost more than the bill.`, ['R-DISPUTE']),
    v(
      `I see you filed a dispute. We are going to proceed with collection as if it were not there.`,
      ['R-DISPUTE'],
      disputed,
    ),
    v(
      `Your dispute has been noted, but the account will still be reported at the full balance to all three bureaus.`,
      ['R-DISPUTE', 'R-CREDIT'],
      disputed,
    ),
    v(`Even if you dispute, a $75 verification charge will be added to the account.`, ['R-DISPUTE', 'R-AMOUNT']),
    v(`Do not bother disputing. Pay it, or deputies will be at your door to take you in.`, ['R-DISPUTE', 'R-ARREST']),
    c(
      `You have the right to dispute all or part of this debt. If you do so in writing within 30 days, we will stop collection until we send you verification.`,
    ),
    c(
      `To dispute, you can use the Dispute button on the settlement document, or mail a letter to our office at 1200 Main Street, Suite 400, Houston, TX 77002.`,
    ),
    c(
      `You told me, "yo no debo esto." I have recorded that as a dispute, and we will send you verification from the hospital before taking any further action.`,
    ),
    c(
      `We received your dispute on May 3. Collection is paused until we mail you the verification documents.`,
      disputed,
    ),
    c(`Disputing the debt will not affect your settlement offer; we will hold it open while we verify.`),
    c(
      `If you think the ambulance balance is wrong, please tell us. There is no cost to dispute, and you do not need a lawyer to do it.`,
    ),
    c(
      `You can still dispute after 30 days and we will review it, although the automatic pause applies only to timely disputes.`,
    ),
    c(
      `Here is the itemization you asked for, showing the date of service, charges, insurance payments and adjustments. Let me know if anything looks wrong.`,
    ),
    c(`The validation notice we sent on April 2 explains how to dispute and the date by which to do so.`),
    c(
      `The hospital has sent verification in response to your dispute; I have uploaded it to your documents. Please review it and let me know if you have further questions.`,
      disputed,
    ),
    c(`You are not required to pay anything to dispute this account.`),
    c(
      `If you only disagree with part of the balance, for example the $120 pharmacy charge, you can dispute just that part.`,
    ),
    c(`You asked, "Can't I dispute this?" Yes, you can, and I will walk you through how.`),
  ]),
  ...section('R-THIRDPARTY-LIAB', [
    v(`Your husband is also responsible for this hospital bill, since you are married.`, ['R-THIRDPARTY-LIAB']),
    v(`If you do not pay, your son will have to.`, ['R-THIRDPARTY-LIAB']),
    v(`Since your father passed away, his ambulance bill now falls on you and your siblings.`, ['R-THIRDPARTY-LIAB']),
    v(`In Texas, spouses are liable for each other's medical debts, so we will be pursuing your wife as well.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`Your family is on the hook for this furniture loan too.`, ['R-THIRDPARTY-LIAB']),
    v(
      `Tell your mother she needs to start making the payments on your behalf, since she is listed as your emergency contact.`,
      ['R-THIRDPARTY-LIAB'],
    ),
    v(`ur parents r responsible since u were living w them when u went to the ER`, ['R-THIRDPARTY-LIAB']),
    v(`The children of a deceased patient inherit the debt, Ms. Lara. That is simply how it works.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`Your brother lives in the same household, so he owes the deficiency just as much as you do.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`Sra. Domínguez, su esposo tiene que pagar esta cuenta también.`, ['R-THIRDPARTY-LIAB']),
    v(`We will be sending a demand letter to your wife, since she is equally obligated on your hospital account.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(
      `As the daughter who signed the admission form, you are personally responsible for your mother's hospital bill.`,
      ['R-THIRDPARTY-LIAB'],
    ),
    v(`Either you pay or your household pays. It makes no difference to us which family member sends the money.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`Your girlfriend was in the car when it was repossessed, so she is liable for the deficiency too.`, [
      'R-THIRDPARTY-LIAB',
    ]),
    v(`Your grown kids will get the bill next if this stays unpaid.`, ['R-THIRDPARTY-LIAB']),
    v(`Your son is responsible for your ER bill, and I will be calling his job to tell them so.`, [
      'R-THIRDPARTY-LIAB',
      'R-SHAME',
    ]),
    c(
      `Your mother is not responsible for your hospital bill unless she signed as a guarantor, and our records show she did not.`,
    ),
    c(
      `Relatives are not required to pay a deceased person's debts from their own money. Any claim would be made against the estate.`,
    ),
    c(
      `Your husband is listed as co-buyer on the retail installment contract for the furniture, so the account is in both of your names.`,
    ),
    c(`You asked whether your children will inherit this debt. They will not.`),
    c(`Your sister is welcome to pay on your behalf if she chooses, but she has no obligation to do so.`),
    c(`The account is in your name only; your wife has no liability for it.`),
    c(`We only need to speak with the executor of the estate, if there is one. You personally do not owe this.`),
    c(`You told me your son wants to help. That is kind of him, but it is entirely voluntary.`),
    c(
      `Our records show the ambulance transport was for your father, and the account is in his name only. We are sorry for your loss, and you do not owe this.`,
    ),
    c(`Your brother's account is separate from yours, and we cannot discuss his account with you.`),
    c(
      `Family members sometimes worry that they must pay. In your case, the balance is yours alone, and nobody else in the household owes it.`,
    ),
    c(
      `The co-signer on the auto loan, Mr. Ramírez, will receive his own notice; you are each responsible under the contract you both signed.`,
    ),
    c(
      `Your spouse's income may be listed on the hardship application if you choose, but that does not make your spouse responsible for the balance.`,
    ),
  ]),
  ...section('R-SENSITIVE', [
    v(`To confirm your identity, your Social Security number on file is 523-41-8867, correct?`, ['R-SENSITIVE']),
    v(`The hospital has your SSN as 461098372; please confirm so we can match the account.`, ['R-SENSITIVE']),
    v(`Your payment card 4532018712345678 was declined. Please try another card.`, ['R-SENSITIVE']),
    v(`I charged the $150 to card 5523 1800 9876 5438 as you requested.`, ['R-SENSITIVE']),
    v(`ssn on the furniture app is 612 77 4509 right?`, ['R-SENSITIVE']),
    v(`For the record, Amex 378282246310005 is the card we will charge monthly.`, ['R-SENSITIVE']),
    v(`Please verify: SSN 287-65-4390.`, ['R-SENSITIVE']),
    v(`We show card number 6011-0045-6712-3456 on the autopay. Is that still current?`, ['R-SENSITIVE']),
    v(`Sr. Rangel, su número de seguro social es 734-22-1098; lo necesito confirmar antes de aplicar el pago.`, [
      'R-SENSITIVE',
    ]),
    v(`Card 4111112233445569, exp 09/27. The $200 payment posted.`, ['R-SENSITIVE']),
    v(`Confirming the debit card for the plan: 5200828345671235.`, ['R-SENSITIVE']),
    v(`The Visa you gave us over the phone, 4929 1357 8024 6819, will be charged on the 1st.`, ['R-SENSITIVE']),
    v(`The deficiency notice lists your Social Security number as 198-44-3012 and your date of birth as 02/14/1981.`, [
      'R-SENSITIVE',
    ]),
    v(`Mastercard 5401-3726-0098-1135 was used for the settlement; the receipt is attached.`, ['R-SENSITIVE']),
    v(
      `Your wife's SSN, 455-10-2236, is on the hospital intake form, which makes her responsible for your balance too.`,
      ['R-SENSITIVE', 'R-THIRDPARTY-LIAB'],
    ),
    v(`SSN 301456789 has been matched to the ambulance account. Please pay the $75 processing fee to continue.`, [
      'R-SENSITIVE',
      'R-AMOUNT',
    ]),
    v(`Card 4556730182459018 was declined, you idiot. Try again.`, ['R-SENSITIVE', 'R-ABUSE']),
    c(`For verification, please confirm the last four digits of your Social Security number only.`),
    c(`Your card ending in 5678 was charged $150 today.`),
    c(`You can reach our office at (713) 555-0142, extension 318.`),
    c(`The cause number is 24-CCV-081552, and the hearing is on 06/12/2025 at 9:00 a.m.`),
    c(`Your account number ending 4417 shows a balance of $1,284.50.`),
    c(`The reference number on your letter is 912-34-5678; please include it with your check.`),
    c(`Please use invoice number 666203145 when you pay by mail.`),
    c(
      `The number you typed, 4532 0187 1234 5671, does not look like a valid card number. Please re-enter it in the secure payment form, not in the chat.`,
    ),
    c(
      `Please do not send your full Social Security number or card number in this chat; use the secure payment page instead.`,
    ),
    c(`According to the hospital, your insurer's claim number 6011004567123450 was denied on March 3.`),
    c(`The hospital's patient account number is 123-00-4521; it appears on every statement.`),
    c(`Please confirm your date of birth, 03/14/1979, and the last four of your SSN, 8867.`),
    c(`Please write our file number 5523180098765432 on the memo line of your check.`),
    c(`The payment of $2,310.00 was received on 11/02/2024 by check number 004512.`),
  ]),
];
