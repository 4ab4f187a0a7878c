/**
 * Valid request bodies shared by the mock route tests and the fuzz tests (src/mock/fuzz), so
 * both start from the same input the back end accepts.
 */

/** A checkout's delivery address. */
export const checkoutAddress = {
  fullName: 'Ada Rossi',
  phone: '+39 02 1234 5678',
  street: 'Via Roma 1',
  city: 'Milano',
  postcode: '20121',
  country: 'Italy',
}

/** A checkout's card payment. */
export const checkoutCard = {
  method: 'card',
  cardName: 'Ada Rossi',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/29',
  cvv: '123',
}

/** An invoice's client. */
export const invoiceClient = {
  name: 'Giulia Rossi',
  company: 'Trattoria Sole',
  companyEmail: 'giulia.rossi@trattoriasole.example',
  country: 'Italy',
  contact: '+30 600000000',
  address: 'Via Roma 1, 20121 Milan',
}
