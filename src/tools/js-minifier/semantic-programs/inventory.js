// An inventory and pricing model: classes with private fields, getters and setters, static members,
// inheritance, closures, memoisation, Map/Set, sorting and reduce. Runs deterministically.
'use strict';

const CURRENCIES = Object.freeze({ EUR: 1, USD: 1.08, GBP: 0.86 });

function createIdSource(prefix) {
  let next = 0;
  return {
    take() {
      next += 1;
      return `${prefix}-${String(next).padStart(4, '0')}`;
    },
    get issued() {
      return next;
    },
  };
}

function memoize(compute) {
  const cache = new Map();
  let hits = 0;
  const wrapped = (key) => {
    if (cache.has(key)) {
      hits += 1;
      return cache.get(key);
    }
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
  wrapped.stats = () => ({ size: cache.size, hits });
  return wrapped;
}

class Money {
  #cents;
  #currency;

  constructor(cents, currency = 'EUR') {
    if (!Number.isInteger(cents)) throw new TypeError(`cents must be an integer, got ${cents}`);
    if (!(currency in CURRENCIES)) throw new RangeError(`unknown currency ${currency}`);
    this.#cents = cents;
    this.#currency = currency;
  }

  static of(amount, currency) {
    return new Money(Math.round(amount * 100), currency);
  }

  get cents() {
    return this.#cents;
  }

  get currency() {
    return this.#currency;
  }

  get amount() {
    return this.#cents / 100;
  }

  plus(other) {
    const converted = other.to(this.#currency);
    return new Money(this.#cents + converted.cents, this.#currency);
  }

  times(factor) {
    return new Money(Math.round(this.#cents * factor), this.#currency);
  }

  to(currency) {
    if (currency === this.#currency) return this;
    const inEuro = this.#cents / CURRENCIES[this.#currency];
    return new Money(Math.round(inEuro * CURRENCIES[currency]), currency);
  }

  compare(other) {
    return this.#cents - other.to(this.#currency).cents;
  }

  toString() {
    const sign = this.#cents < 0 ? '-' : '';
    const abs = Math.abs(this.#cents);
    return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} ${this.#currency}`;
  }

  toJSON() {
    return this.toString();
  }
}

class Product {
  static #registry = new Map();
  static ids = createIdSource('P');

  #price;
  #stock = 0;
  tags = new Set();

  constructor(name, price, category) {
    this.id = Product.ids.take();
    this.name = name;
    this.category = category;
    this.#price = price;
    Product.#registry.set(this.id, this);
  }

  static find(id) {
    return Product.#registry.get(id) ?? null;
  }

  static get count() {
    return Product.#registry.size;
  }

  get price() {
    return this.#price;
  }

  set price(value) {
    if (value.cents < 0) throw new RangeError('negative price');
    this.#price = value;
  }

  get stock() {
    return this.#stock;
  }

  restock(quantity) {
    this.#stock += quantity;
    return this;
  }

  sell(quantity) {
    if (quantity > this.#stock) return { ok: false, missing: quantity - this.#stock };
    this.#stock -= quantity;
    return { ok: true, total: this.unitPrice(quantity).times(quantity) };
  }

  unitPrice() {
    return this.#price;
  }

  describe() {
    return `${this.name} (${this.category}) at ${this.price}`;
  }
}

class DiscountedProduct extends Product {
  #tiers;

  constructor(name, price, category, tiers) {
    super(name, price, category);
    this.#tiers = [...tiers].sort((a, b) => b.minimum - a.minimum);
  }

  unitPrice(quantity = 1) {
    const tier = this.#tiers.find((candidate) => quantity >= candidate.minimum);
    return tier ? super.unitPrice(quantity).times(1 - tier.discount) : super.unitPrice(quantity);
  }

  describe() {
    return `${super.describe()} with ${this.#tiers.length} discount tiers`;
  }
}

function groupBy(items, keyOf) {
  return items.reduce((groups, item) => {
    const key = keyOf(item);
    (groups[key] ??= []).push(item);
    return groups;
  }, {});
}

function* lowStock(products, threshold) {
  for (const product of products) {
    if (product.stock < threshold) yield [product.id, product.stock];
  }
}

function run() {
  const catalogue = [
    new Product('Kettle', Money.of(39.9), 'kitchen'),
    new Product('Toaster', Money.of(24.5), 'kitchen'),
    new DiscountedProduct('Notebook', Money.of(3.2), 'office', [
      { minimum: 10, discount: 0.1 },
      { minimum: 50, discount: 0.25 },
    ]),
    new Product('Desk lamp', Money.of(18, 'GBP'), 'office'),
    new DiscountedProduct('Coffee beans', Money.of(12.75, 'USD'), 'kitchen', [{ minimum: 5, discount: 0.05 }]),
  ];
  catalogue[0].tags.add('electric').add('gift');
  catalogue[2].tags.add('paper');
  catalogue.forEach((product, index) => product.restock((index + 1) * 7));

  const sales = [
    [catalogue[0].id, 2],
    [catalogue[2].id, 12],
    [catalogue[2].id, 3],
    [catalogue[4].id, 6],
    [catalogue[1].id, 99],
    [catalogue[3].id, 1],
  ].map(([id, quantity]) => {
    const product = Product.find(id);
    const outcome = product.sell(quantity);
    return { id, quantity, ...outcome, total: outcome.total?.to('EUR') };
  });

  const revenue = sales.filter((sale) => sale.ok).reduce((sum, sale) => sum.plus(sale.total), new Money(0));
  const byCategory = groupBy(catalogue, (product) => product.category);
  const expensive = [...catalogue].sort((a, b) => b.price.compare(a.price)).map((product) => product.name);
  const converted = memoize((currency) => revenue.to(currency).toString());
  const conversions = ['USD', 'GBP', 'USD', 'EUR', 'GBP'].map(converted);

  let priceError = null;
  try {
    catalogue[1].price = new Money(-5);
  } catch (error) {
    priceError = `${error.constructor === RangeError}:${error.message}`;
  }

  return {
    count: Product.count,
    issued: Product.ids.issued,
    descriptions: catalogue.map((product) => product.describe()),
    sales,
    revenue,
    categories: Object.fromEntries(Object.entries(byCategory).map(([key, items]) => [key, items.map((item) => item.id)])),
    expensive,
    conversions,
    cacheStats: converted.stats(),
    low: Object.fromEntries(lowStock(catalogue, 10)),
    tags: catalogue.map((product) => [...product.tags].join('+')),
    priceError,
  };
}

globalThis.__program = async () => run();
