import type { Division } from '../../core/schemas/division';

/*
 * The 27 divisions of spec §3, as one table for both the Training Audiences page and the process
 * tab. Facts the spec fixes: 191 (Florida, the largest), 144/112/107 (California), 106 (Maryland),
 * 106 (Massachusetts), 92 (Michigan), 102 (Georgia) and a one-person corporate division. In every
 * division the role headcounts add up to `employees`; trades dominate, office roles scale with size.
 */
/**
 * One division per row: code, city, location, employees and specialization, then its roles as
 * "Title: count" pairs in the order written (the template after the call). The name is "CODE - City".
 */
function division(code: string, city: string, location: string, employees: number, specialization: string) {
  return ([roles]: TemplateStringsArray): Division => {
    const counts: Record<string, number> = {};
    for (const pair of roles!.split(',')) {
      const [title = '', count] = pair.split(':');
      // A typo in the table (a missing colon or count) would otherwise seed NaN.
      if (!Number.isInteger(Number(count)))
        throw new Error(`Divisions: bad role count "${pair.trim()}" in ${code}`);
      counts[title.trim()] = Number(count);
    }
    return { code, name: `${code} - ${city}`, location, employees, specialization, roles: counts };
  };
}

export const PRODUCT_DIVISIONS: Division[] = [
  division('ATL', 'Atlanta', 'Georgia', 102, 'Integrated Fire Protection & Life Safety')`
    Sprinkler Fitter: 15, Fire Alarm Technician: 13, Sprinkler Fitter Apprentice: 7,
    Fire Service Technician: 7, Service Technician 2: 6, Sprinkler Inspector: 5, Fire Alarm Inspector: 5,
    Sprinkler Foreman: 3, Fire Service Tech Apprentice: 3, Security Technician: 3,
    Low Voltage Technician: 3, Regional Sales Manager: 1, Division Manager: 1, Office Manager: 1,
    Accounts Receivable Specialist: 2, Service Manager: 1, Service Team Supervisor: 2, Sales Manager: 1,
    Service Sales Rep: 3, Fire Systems Sales Rep: 2, Estimator: 2, Project Manager: 3,
    Service Coordinator Level 2: 3, Service Coordinator Level 3: 1, Deficiency Coordinator: 1,
    Renewal Coordinator: 1, Dispatcher: 2, Procurement Manager: 1, Warehouse Associate: 2,
    Fire Protection Designer: 2
  `,
  division('SAV', 'Savannah', 'Georgia', 44, 'Fire Protection Service & Inspection')`
    Fire Service Technician: 7, Service Technician 2: 5, Sprinkler Inspector: 5, Fire Alarm Inspector: 5,
    Fire Service Tech Apprentice: 3, Fire Alarm Technician: 3, Sprinkler Fitter: 3, Division Manager: 1,
    Office Manager: 1, Accounts Receivable Specialist: 1, Service Manager: 1, Service Sales Rep: 1,
    Fire Systems Sales Rep: 1, Estimator: 1, Project Manager: 1, Service Coordinator Level 2: 1,
    Service Coordinator Level 3: 1, Deficiency Coordinator: 1, Dispatcher: 1, Warehouse Associate: 1
  `,
  division('PHL1', 'Philadelphia', 'Pennsylvania', 87, 'Fire Sprinkler Installation & Service')`
    Sprinkler Fitter: 26, Sprinkler Fitter Apprentice: 12, Sprinkler Inspector: 6,
    Fire Service Technician: 5, Sprinkler Foreman: 4, Service Technician 2: 4,
    Fire Service Tech Apprentice: 3, Fire Alarm Technician: 3, Fire Alarm Inspector: 2,
    Regional Sales Manager: 1, Division Manager: 1, Office Manager: 1, Accounts Receivable Specialist: 1,
    Service Manager: 1, Service Team Supervisor: 1, Sales Manager: 1, Service Sales Rep: 2,
    Fire Systems Sales Rep: 1, Estimator: 1, Project Manager: 2, Service Coordinator Level 2: 2,
    Service Coordinator Level 3: 1, Deficiency Coordinator: 1, Renewal Coordinator: 1, Dispatcher: 1,
    Procurement Manager: 1, Warehouse Associate: 1, Fire Protection Designer: 1
  `,
  division('PHL2', 'King of Prussia', 'Pennsylvania', 53, 'Fire Alarm & Life Safety Systems')`
    Fire Alarm Technician: 15, Fire Alarm Inspector: 6, Fire Service Technician: 5,
    Service Technician 2: 4, Fire Service Tech Apprentice: 3, Low Voltage Technician: 3,
    Sprinkler Inspector: 2, Sprinkler Fitter: 2, Division Manager: 1, Office Manager: 1,
    Accounts Receivable Specialist: 1, Service Manager: 1, Service Sales Rep: 1,
    Fire Systems Sales Rep: 1, Estimator: 1, Project Manager: 1, Service Coordinator Level 2: 1,
    Service Coordinator Level 3: 1, Deficiency Coordinator: 1, Dispatcher: 1, Warehouse Associate: 1
  `,
  division('PIT', 'Pittsburgh', 'Pennsylvania', 61, 'Integrated Fire Protection & Life Safety')`
    Sprinkler Fitter: 9, Fire Alarm Technician: 7, Sprinkler Fitter Apprentice: 4,
    Fire Service Technician: 4, Sprinkler Inspector: 3, Fire Alarm Inspector: 3, Service Technician 2: 3,
    Sprinkler Foreman: 2, Fire Service Tech Apprentice: 2, Security Technician: 2,
    Low Voltage Technician: 1, Division Manager: 1, Office Manager: 1, Accounts Receivable Specialist: 1,
    Service Manager: 1, Service Team Supervisor: 1, Sales Manager: 1, Service Sales Rep: 2,
    Fire Systems Sales Rep: 1, Estimator: 1, Project Manager: 2, Service Coordinator Level 2: 2,
    Service Coordinator Level 3: 1, Deficiency Coordinator: 1, Renewal Coordinator: 1, Dispatcher: 1,
    Procurement Manager: 1, Warehouse Associate: 1, Fire Protection Designer: 1
  `,
  division('MIA', 'Miami', 'Florida', 191, 'Integrated Fire Protection & Life Safety')`
    Sprinkler Fitter: 32, Fire Alarm Technician: 26, Sprinkler Fitter Apprentice: 15,
    Fire Service Technician: 14, Service Technician 2: 12, Sprinkler Inspector: 10,
    Fire Alarm Inspector: 10, Fire Service Tech Apprentice: 7, Security Technician: 7,
    Sprinkler Foreman: 6, Low Voltage Technician: 6, Regional Sales Manager: 1, Division Manager: 1,
    Office Manager: 1, Accounts Receivable Specialist: 3, Service Manager: 2, Service Team Supervisor: 3,
    Sales Manager: 1, Service Sales Rep: 4, Fire Systems Sales Rep: 3, Estimator: 3, Project Manager: 4,
    Service Coordinator Level 2: 4, Service Coordinator Level 3: 2, Deficiency Coordinator: 2,
    Renewal Coordinator: 2, Dispatcher: 3, Procurement Manager: 1, Warehouse Associate: 3,
    Fire Protection Designer: 3
  `,
  division('ORL', 'Orlando', 'Florida', 78, 'Fire Sprinkler Installation & Service')`
    Sprinkler Fitter: 23, Sprinkler Fitter Apprentice: 10, Sprinkler Inspector: 6,
    Fire Service Technician: 5, Sprinkler Foreman: 4, Service Technician 2: 3,
    Fire Service Tech Apprentice: 2, Fire Alarm Technician: 2, Fire Alarm Inspector: 2,
    Division Manager: 1, Office Manager: 1, Accounts Receivable Specialist: 1, Service Manager: 1,
    Service Team Supervisor: 1, Sales Manager: 1, Service Sales Rep: 2, Fire Systems Sales Rep: 1,
    Estimator: 1, Project Manager: 2, Service Coordinator Level 2: 2, Service Coordinator Level 3: 1,
    Deficiency Coordinator: 1, Renewal Coordinator: 1, Dispatcher: 1, Procurement Manager: 1,
    Warehouse Associate: 1, Fire Protection Designer: 1
  `,
  division('TPA', 'Tampa', 'Florida', 57, 'Fire Alarm & Life Safety Systems')`
    Fire Alarm Technician: 17, Fire Alarm Inspector: 6, Fire Service Technician: 5,
    Service Technician 2: 4, Fire Service Tech Apprentice: 4, Low Voltage Technician: 3,
    Sprinkler Fitter: 3, Sprinkler Inspector: 2, Division Manager: 1, Office Manager: 1,
    Accounts Receivable Specialist: 1, Service Manager: 1, Service Sales Rep: 1,
    Fire Systems Sales Rep: 1, Estimator: 1, Project Manager: 1, Service Coordinator Level 2: 1,
    Service Coordinator Level 3: 1, Deficiency Coordinator: 1, Dispatcher: 1, Warehouse Associate: 1
  `,
  division('JAX', 'Jacksonville', 'Florida', 36, 'Fire Protection Service & Inspection')`
    Fire Service Technician: 7, Service Technician 2: 5, Sprinkler Inspector: 5, Fire Alarm Inspector: 4,
    Fire Service Tech Apprentice: 3, Sprinkler Fitter: 3, Fire Alarm Technician: 2, Division Manager: 1,
    Office Manager: 1, Service Sales Rep: 1, Estimator: 1, Project Manager: 1,
    Service Coordinator Level 2: 1, Dispatcher: 1
  `,
  division('LAX', 'Los Angeles', 'California', 144, 'Fire Sprinkler Installation & Service')`
    Sprinkler Fitter: 39, Sprinkler Fitter Apprentice: 17, Sprinkler Inspector: 10,
    Fire Service Technician: 8, Sprinkler Foreman: 6, Service Technician 2: 6,
    Fire Service Tech Apprentice: 4, Fire Alarm Technician: 4, Fire Alarm Inspector: 4,
    Regional Sales Manager: 1, Division Manager: 1, Office Manager: 1, Accounts Receivable Specialist: 3,
    Service Manager: 2, Service Team Supervisor: 3, Sales Manager: 1, Service Sales Rep: 4,
    Fire Systems Sales Rep: 3, Estimator: 3, Project Manager: 4, Service Coordinator Level 2: 4,
    Service Coordinator Level 3: 2, Deficiency Coordinator: 2, Renewal Coordinator: 2, Dispatcher: 3,
    Procurement Manager: 1, Warehouse Associate: 3, Fire Protection Designer: 3
  `,
  division('SFO', 'San Francisco Bay Area', 'California', 112, 'Fire Alarm & Life Safety Systems')`
    Fire Alarm Technician: 31, Fire Alarm Inspector: 11, Fire Service Technician: 10,
    Service Technician 2: 8, Fire Service Tech Apprentice: 7, Low Voltage Technician: 6,
    Sprinkler Fitter: 5, Sprinkler Inspector: 3, Division Manager: 1, Office Manager: 1,
    Accounts Receivable Specialist: 2, Service Manager: 1, Service Team Supervisor: 2, Sales Manager: 1,
    Service Sales Rep: 3, Fire Systems Sales Rep: 2, Estimator: 2, Project Manager: 3,
    Service Coordinator Level 2: 3, Service Coordinator Level 3: 1, Deficiency Coordinator: 1,
    Renewal Coordinator: 1, Dispatcher: 2, Procurement Manager: 1, Warehouse Associate: 2,
    Fire Protection Designer: 2
  `,
  division('SAN', 'San Diego', 'California', 107, 'Integrated Fire Protection & Life Safety')`
    Sprinkler Fitter: 17, Fire Alarm Technician: 14, Sprinkler Fitter Apprentice: 8,
    Fire Service Technician: 7, Service Technician 2: 6, Sprinkler Inspector: 5, Fire Alarm Inspector: 5,
    Fire Service Tech Apprentice: 4, Security Technician: 4, Sprinkler Foreman: 3,
    Low Voltage Technician: 3, Division Manager: 1, Office Manager: 1, Accounts Receivable Specialist: 2,
    Service Manager: 1, Service Team Supervisor: 2, Sales Manager: 1, Service Sales Rep: 3,
    Fire Systems Sales Rep: 2, Estimator: 2, Project Manager: 3, Service Coordinator Level 2: 3,
    Service Coordinator Level 3: 1, Deficiency Coordinator: 1, Renewal Coordinator: 1, Dispatcher: 2,
    Procurement Manager: 1, Warehouse Associate: 2, Fire Protection Designer: 2
  `,
  division('SAC', 'Sacramento', 'California', 33, 'Security & Low Voltage Integration')`
    Security Technician: 9, Low Voltage Technician: 8, Fire Alarm Technician: 3, Service Technician 2: 3,
    Fire Service Tech Apprentice: 2, Fire Alarm Inspector: 1, Division Manager: 1, Office Manager: 1,
    Service Sales Rep: 1, Estimator: 1, Project Manager: 1, Service Coordinator Level 2: 1,
    Dispatcher: 1
  `,
  division('DAL', 'Dallas', 'Texas', 96, 'Fire Sprinkler Installation & Service')`
    Sprinkler Fitter: 26, Sprinkler Fitter Apprentice: 11, Sprinkler Inspector: 6,
    Fire Service Technician: 5, Sprinkler Foreman: 4, Service Technician 2: 4,
    Fire Service Tech Apprentice: 3, Fire Alarm Technician: 3, Fire Alarm Inspector: 2,
    Regional Sales Manager: 1, Division Manager: 1, Office Manager: 1, Accounts Receivable Specialist: 2,
    Service Manager: 1, Service Team Supervisor: 2, Sales Manager: 1, Service Sales Rep: 3,
    Fire Systems Sales Rep: 2, Estimator: 2, Project Manager: 3, Service Coordinator Level 2: 3,
    Service Coordinator Level 3: 1, Deficiency Coordinator: 1, Renewal Coordinator: 1, Dispatcher: 2,
    Procurement Manager: 1, Warehouse Associate: 2, Fire Protection Designer: 2
  `,
  division('HOU', 'Houston', 'Texas', 84, 'Integrated Fire Protection & Life Safety')`
    Sprinkler Fitter: 14, Fire Alarm Technician: 11, Sprinkler Fitter Apprentice: 6,
    Fire Service Technician: 6, Sprinkler Inspector: 5, Service Technician 2: 5, Fire Alarm Inspector: 4,
    Sprinkler Foreman: 3, Fire Service Tech Apprentice: 3, Security Technician: 3,
    Low Voltage Technician: 3, Division Manager: 1, Office Manager: 1, Accounts Receivable Specialist: 1,
    Service Manager: 1, Service Team Supervisor: 1, Sales Manager: 1, Service Sales Rep: 2,
    Fire Systems Sales Rep: 1, Estimator: 1, Project Manager: 2, Service Coordinator Level 2: 2,
    Service Coordinator Level 3: 1, Deficiency Coordinator: 1, Renewal Coordinator: 1, Dispatcher: 1,
    Procurement Manager: 1, Warehouse Associate: 1, Fire Protection Designer: 1
  `,
  division('AUS', 'Austin', 'Texas', 42, 'Security & Low Voltage Integration')`
    Security Technician: 10, Low Voltage Technician: 9, Fire Alarm Technician: 3,
    Service Technician 2: 3, Fire Service Tech Apprentice: 2, Fire Alarm Inspector: 2,
    Division Manager: 1, Office Manager: 1, Accounts Receivable Specialist: 1, Service Manager: 1,
    Service Sales Rep: 1, Fire Systems Sales Rep: 1, Estimator: 1, Project Manager: 1,
    Service Coordinator Level 2: 1, Service Coordinator Level 3: 1, Deficiency Coordinator: 1,
    Dispatcher: 1, Warehouse Associate: 1
  `,
  division('NJN', 'Northern New Jersey', 'New Jersey', 71, 'Fire Alarm & Life Safety Systems')`
    Fire Alarm Technician: 19, Fire Alarm Inspector: 7, Fire Service Technician: 6,
    Service Technician 2: 5, Fire Service Tech Apprentice: 4, Low Voltage Technician: 4,
    Sprinkler Fitter: 3, Sprinkler Inspector: 2, Division Manager: 1, Office Manager: 1,
    Accounts Receivable Specialist: 1, Service Manager: 1, Service Team Supervisor: 1, Sales Manager: 1,
    Service Sales Rep: 2, Fire Systems Sales Rep: 1, Estimator: 1, Project Manager: 2,
    Service Coordinator Level 2: 2, Service Coordinator Level 3: 1, Deficiency Coordinator: 1,
    Renewal Coordinator: 1, Dispatcher: 1, Procurement Manager: 1, Warehouse Associate: 1,
    Fire Protection Designer: 1
  `,
  division('NJS', 'Southern New Jersey', 'New Jersey', 38, 'Fire Protection Service & Inspection')`
    Fire Service Technician: 7, Service Technician 2: 5, Sprinkler Inspector: 5, Fire Alarm Inspector: 5,
    Fire Service Tech Apprentice: 3, Fire Alarm Technician: 3, Sprinkler Fitter: 3, Division Manager: 1,
    Office Manager: 1, Service Sales Rep: 1, Estimator: 1, Project Manager: 1,
    Service Coordinator Level 2: 1, Dispatcher: 1
  `,
  division('NYC', 'New York City', 'New York', 98, 'Fire Alarm & Life Safety Systems')`
    Fire Alarm Technician: 25, Fire Alarm Inspector: 9, Fire Service Technician: 8,
    Service Technician 2: 7, Fire Service Tech Apprentice: 5, Low Voltage Technician: 5,
    Sprinkler Fitter: 4, Sprinkler Inspector: 3, Regional Sales Manager: 1, Division Manager: 1,
    Office Manager: 1, Accounts Receivable Specialist: 2, Service Manager: 1, Service Team Supervisor: 2,
    Sales Manager: 1, Service Sales Rep: 3, Fire Systems Sales Rep: 2, Estimator: 2, Project Manager: 3,
    Service Coordinator Level 2: 3, Service Coordinator Level 3: 1, Deficiency Coordinator: 1,
    Renewal Coordinator: 1, Dispatcher: 2, Procurement Manager: 1, Warehouse Associate: 2,
    Fire Protection Designer: 2
  `,
  division('LIS', 'Long Island', 'New York', 49, 'Security & Low Voltage Integration')`
    Security Technician: 13, Low Voltage Technician: 11, Fire Alarm Technician: 4,
    Service Technician 2: 4, Fire Service Tech Apprentice: 2, Fire Alarm Inspector: 2,
    Division Manager: 1, Office Manager: 1, Accounts Receivable Specialist: 1, Service Manager: 1,
    Service Sales Rep: 1, Fire Systems Sales Rep: 1, Estimator: 1, Project Manager: 1,
    Service Coordinator Level 2: 1, Service Coordinator Level 3: 1, Deficiency Coordinator: 1,
    Dispatcher: 1, Warehouse Associate: 1
  `,
  division('NOL', 'New Orleans', 'Louisiana', 46, 'Fire Sprinkler Installation & Service')`
    Sprinkler Fitter: 13, Sprinkler Fitter Apprentice: 6, Sprinkler Inspector: 3,
    Fire Service Technician: 3, Sprinkler Foreman: 2, Service Technician 2: 2,
    Fire Service Tech Apprentice: 2, Fire Alarm Technician: 1, Fire Alarm Inspector: 1,
    Division Manager: 1, Office Manager: 1, Accounts Receivable Specialist: 1, Service Manager: 1,
    Service Sales Rep: 1, Fire Systems Sales Rep: 1, Estimator: 1, Project Manager: 1,
    Service Coordinator Level 2: 1, Service Coordinator Level 3: 1, Deficiency Coordinator: 1,
    Dispatcher: 1, Warehouse Associate: 1
  `,
  division('BTR', 'Baton Rouge', 'Louisiana', 27, 'Fire Protection Service & Inspection')`
    Fire Service Technician: 5, Service Technician 2: 3, Sprinkler Inspector: 3, Fire Alarm Inspector: 3,
    Fire Service Tech Apprentice: 2, Fire Alarm Technician: 2, Sprinkler Fitter: 2, Division Manager: 1,
    Office Manager: 1, Service Sales Rep: 1, Estimator: 1, Project Manager: 1,
    Service Coordinator Level 2: 1, Dispatcher: 1
  `,
  division('BAL', 'Baltimore', 'Maryland', 106, 'Integrated Fire Protection & Life Safety')`
    Sprinkler Fitter: 17, Fire Alarm Technician: 13, Sprinkler Fitter Apprentice: 8,
    Fire Service Technician: 7, Service Technician 2: 6, Sprinkler Inspector: 5, Fire Alarm Inspector: 5,
    Fire Service Tech Apprentice: 4, Security Technician: 4, Sprinkler Foreman: 3,
    Low Voltage Technician: 3, Division Manager: 1, Office Manager: 1, Accounts Receivable Specialist: 2,
    Service Manager: 1, Service Team Supervisor: 2, Sales Manager: 1, Service Sales Rep: 3,
    Fire Systems Sales Rep: 2, Estimator: 2, Project Manager: 3, Service Coordinator Level 2: 3,
    Service Coordinator Level 3: 1, Deficiency Coordinator: 1, Renewal Coordinator: 1, Dispatcher: 2,
    Procurement Manager: 1, Warehouse Associate: 2, Fire Protection Designer: 2
  `,
  division('BOS', 'Boston', 'Massachusetts', 106, 'Fire Sprinkler Installation & Service')`
    Sprinkler Fitter: 30, Sprinkler Fitter Apprentice: 14, Sprinkler Inspector: 7,
    Fire Service Technician: 6, Sprinkler Foreman: 5, Service Technician 2: 4,
    Fire Service Tech Apprentice: 3, Fire Alarm Technician: 3, Fire Alarm Inspector: 3,
    Division Manager: 1, Office Manager: 1, Accounts Receivable Specialist: 2, Service Manager: 1,
    Service Team Supervisor: 2, Sales Manager: 1, Service Sales Rep: 3, Fire Systems Sales Rep: 2,
    Estimator: 2, Project Manager: 3, Service Coordinator Level 2: 3, Service Coordinator Level 3: 1,
    Deficiency Coordinator: 1, Renewal Coordinator: 1, Dispatcher: 2, Procurement Manager: 1,
    Warehouse Associate: 2, Fire Protection Designer: 2
  `,
  division('DET', 'Detroit', 'Michigan', 92, 'Security & Low Voltage Integration')`
    Security Technician: 22, Low Voltage Technician: 18, Fire Alarm Technician: 7,
    Service Technician 2: 6, Fire Service Tech Apprentice: 4, Fire Alarm Inspector: 4,
    Division Manager: 1, Office Manager: 1, Accounts Receivable Specialist: 2, Service Manager: 1,
    Service Team Supervisor: 2, Sales Manager: 1, Service Sales Rep: 3, Fire Systems Sales Rep: 2,
    Estimator: 2, Project Manager: 3, Service Coordinator Level 2: 3, Service Coordinator Level 3: 1,
    Deficiency Coordinator: 1, Renewal Coordinator: 1, Dispatcher: 2, Procurement Manager: 1,
    Warehouse Associate: 2, Fire Protection Designer: 2
  `,
  division('NAT', 'National Accounts', 'Multi-state', 34, 'National Accounts & Multi-site Service Programs')`
    Regional Sales Manager: 2, Sales Manager: 1, Fire Systems Sales Rep: 5, Service Sales Rep: 6,
    Renewal Coordinator: 4, Service Coordinator Level 3: 5, Service Coordinator Level 2: 4,
    Project Manager: 4, Estimator: 2, Accounts Receivable Specialist: 1
  `,
  division('CORP', 'Corporate Headquarters', 'Multi-state', 1, 'Corporate Leadership')`
    President: 1
  `,
];
