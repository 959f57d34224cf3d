/**
 * Texts of step 3's pickup-point finder (PickupPointCard), merged into the i18n resources under
 * "shipment.pickupPoints". Swedish first; English has the same keys (checked by the type).
 */
const svPickupPoints = {
  shipment: {
    pickupPoints: {
      title: 'Välj utlämningsställe',
      near: 'Nära postnummer {{postcode}}, närmast först',
      loading: 'Söker utlämningsställen …',
      enterPostcode: 'Ange mottagarens postnummer så visas utlämningsställen i närheten.',
      chosen: 'Valt utlämningsställe',
      noneChosen: 'Inget utlämningsställe valt: transportören lämnar paketet hos ombudet närmast mottagaren.',
      clear: 'Ta bort valet',
      everyDay: 'alla dagar',
      roundTheClock: 'dygnet runt',
      dayNames: 'mån,tis,ons,tors,fre,lör,sön',
      types: { servicePoint: 'Ombud', parcelLocker: 'Paketbox' },
    },
  },
};

type Messages = typeof svPickupPoints;

const enPickupPoints: Messages = {
  shipment: {
    pickupPoints: {
      title: 'Choose a pickup point',
      near: 'Near postcode {{postcode}}, nearest first',
      loading: 'Looking for pickup points …',
      enterPostcode: "Enter the receiver's postcode to see pickup points nearby.",
      chosen: 'Chosen pickup point',
      noneChosen: 'No pickup point chosen: the carrier leaves the parcel at the service point nearest the receiver.',
      clear: 'Remove the choice',
      everyDay: 'every day',
      roundTheClock: 'round the clock',
      dayNames: 'Mon,Tue,Wed,Thu,Fri,Sat,Sun',
      types: { servicePoint: 'Service point', parcelLocker: 'Parcel locker' },
    },
  },
};

export const pickupPointMessages = { sv: svPickupPoints, en: enPickupPoints };
