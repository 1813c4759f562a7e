"""Spanish templates of the Faker corpus."""

MONTHS = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
]
DATE_FORMATS = ["%d/%m/%Y", "%d de %B de %Y", "%Y-%m-%d", "%d-%m-%Y", "%d/%m/%Y"]
DECIMAL = ","
NOUNS = ["Andén", "Puerta", "Pasillo", "Muelle", "Nave", "Planta", "Sala", "Versión", "Lote", "Estante"]


def amount(x: float) -> str:
    """Spell an amount in Spanish."""
    whole, cents = divmod(round(x * 100), 100)
    grouped = f"{whole:,}".replace(",", ".")
    return [f"{grouped},{cents:02d} €", f"{grouped},{cents:02d} EUR", f"{whole} euros"][whole % 3]


POSITIVE: dict[str, list[str]] = {
    "chat": [
        "Hola, ¿puedes llamar a {person} al {phone}? Es por el pedido {n6}.",
        "{first} dice que el acceso desde {ip4} no fue ella, ¿bloqueamos la cuenta?",
        "Ya tengo el formulario: nacido el {dob}, {idcue} {natid}. Lo archivo.",
        "El reembolso va a {iban}, titular {person}.",
        "¿Puedes mandar el contrato a {email}? {first} de {org} lo está esperando.",
        "Nueva dirección de {person}: {address}. Hay que cambiarla antes del {date}.",
        "Ha pegado el número de su tarjeta {card} en el chat, bórralo porfa",
        "He bloqueado {ip6} tras 40 intentos fallidos, la cuenta es de {person} ({email}).",
        "El enlace que mandó {first} esta mañana: {url}",
        "La clienta estadounidense dio su SSN {ssn} por teléfono, ¿lo puedes comprobar con el expediente?",
    ],
    "ticket": [
        "Incidencia n.º {n5}\nAsunto: no se pueden cambiar los datos bancarios\n\nEl cliente {person} ({email}) "
        "indica que el IBAN {iban} se rechaza desde la versión {ver}. Tel.: {phone}.",
        "[{n6}] Retrocargo en la tarjeta {card}\nSolicitante: {person}\nEmpresa: {org}\nDetalle: pagó {amount} el "
        "{date} y se cobró dos veces.",
        "Solicitud {n5} – verificación de identidad fallida\nNombre: {person}\nFecha de nacimiento: {dob}\n"
        "{idcue}: {natid}\nDirección: {address}",
        "Error {n4}: avisos de inicio de sesión\nEl usuario {email} ve accesos desde {ip4} y {ip6}. Confirmar "
        "con {first} por teléfono ({phone}).",
        "Incidencia {n6} – entrega fallida\nEl paquete de {person}, {address}, ha sido devuelto. Contacto en {org}: "
        "{person2}.",
        "Incidente {n5}: {first} {last} ha denunciado una página de phishing en {url}.",
    ],
    "csv": [
        "nombre;correo;telefono;fecha_nacimiento\n{person};{email};{phone};{dob}",
        "id_cliente;titular;iban;empresa\n{n6};{person};{iban};{org}",
        "{person};{ssn};{iban}",
        'id,nombre_completo,direccion,ultima_ip\n{n5},"{person}","{address}",{ip4}',
    ],
    "json": [
        '{"cliente": {"nombre": "{person}", "correo": "{email}", "telefono": "{phone}"}, "pedido": {n6}}',
        '{"evento": "acceso", "usuario": "{email}", "ip": "{ip4}", "ip6": "{ip6}", "fecha": "{ts}"}',
        '{"pago": {"tarjeta": "{card}", "titular": "{person}", "importe": "{amount}"}, "estado": "rechazado"}',
        '{"solicitante": {"nombre": "{person}", "nacimiento": "{dob}", "dni": "{natid}", "direccion": "{address}"}, '
        '"empleador": "{org}"}',
    ],
    "yaml": [
        'contacto:\n  nombre: {person}\n  correo: {email}\n  telefono: "{phone}"\n  web: {url}',
        "beneficiario:\n  titular: {person}\n  iban: {iban}\n  empresa: {org}\nperiodicidad: mensual",
        'empleado:\n  numero: {n5}\n  nombre: {person}\n  nacimiento: "{dob}"\n  dni: "{natid}"\n'
        '  direccion: "{address}"',
    ],
    "log": [
        "{ts} {level} auth: acceso fallido para {email} desde {ip4}",
        "{ts} INFO sesión iniciada usuario={email} ip={ip6}",
        "[{ts}] pago.captura tarjeta={card} importe={amount} estado=ok",
        '{ts} WARN kyc: discrepancia nombre="{person}" nac={dob} id={natid}',
        "{ts} DEBUG mailer: mensaje en cola para {person} <{email}>, devolver llamada al {phone}",
    ],
    "code": [
        'enviar_bienvenida(nombre="{person}", correo="{email}")',
        "INSERT INTO clientes (nombre, telefono, iban) VALUES ('{person}', '{phone}', '{iban}');",
        'const permitidas = ["{ip4}", "{ip6}"]; // VPN de la oficina de {org}',
        'cliente_prueba = Cliente(nombre="{first} {last}", nacimiento="{dob}", dni="{natid}", direccion="{address}")',
    ],
    "email": [
        "Asunto: Su factura {n6}\n\nEstimado/a {person}:\n\nAdjuntamos la factura {n6} por importe de {amount}. "
        "Rogamos el pago en la cuenta {iban} en un plazo de 30 días.\n\nAtentamente,\n{person2}\n{org}\n{phone}",
        "Hola {first}:\n\nGracias por la llamada. Como quedamos, te envío los documentos a {address}. Si algo "
        "cambia, llámame al {phone} o escribe a {email}.\n\nUn saludo,\n{person2}",
        "De: {person} <{email}>\nPara: Recursos Humanos\nAsunto: Actualización de datos\n\nPor favor, actualicen: "
        "fecha de nacimiento {dob}, {idcue} {natid}, nueva dirección {address}.\n\nGracias,\n{first}",
        "Hola:\n\nHemos detectado un acceso a su cuenta desde {ip4} el {date} a las {time}. Si no fue usted, "
        "cambie la contraseña en {url}.\n\nEl equipo de seguridad de {org}",
    ],
    "legal": [
        "El presente contrato se celebra el {date} entre {org}, con domicilio social en {address}, y {person}, "
        "nacido/a el {dob}, en adelante «el Trabajador».",
        "El Arrendatario, {person}, con domicilio en {address}, abonará la renta mensual de {amount} mediante "
        "transferencia a la cuenta {iban} cuyo titular es {person2}.",
        "Declaración testifical de {person} ({idcue} {natid}). El {date}, el testigo vio a {person2} salir de las "
        "instalaciones de {org}.",
        "Las Partes designan a {person} como delegado de protección de datos, localizable en {email} y en el {phone}.",
    ],
}

NOPII: dict[str, list[str]] = {
    "chat": [
        "Despliegue de {service} {ver} terminado, el p95 vuelve a {n3} ms.",
        "¿Quién ha roto la build? El commit {sha} falla en el paso {qty} desde las {time}.",
        "¿Comemos a las {time}? La sala de la planta {qty} está libre.",
        "Los palés están en {noun} {n2}, el escáner sigue mostrando el lote {n6}.",
    ],
    "ticket": [
        "Incidencia n.º {n5}\nAsunto: la exportación falla desde la {ver}\n\nPasos: abrir el informe, elegir {qty} "
        "columnas, exportar. Esperado: un fichero. Obtenido: error {n3}. Build {sha}.",
        "[{n6}] IVA incorrecto en la factura {n7}\nEl total muestra {amount} en lugar de {amount2}.",
        "Solicitud {n5}: subir la cuota del proyecto {n4} de {qty} a {n3} GB antes del {date}.",
    ],
    "csv": [
        "ref;ean;cantidad;precio\n{sku};{ean};{qty};{amount}",
        "build,commit,duracion_ms,estado\n{n5},{sha},{n4},ok",
        "fecha;pedidos;devoluciones;ingresos\n{date};{n4};{qty};{amount}",
    ],
    "json": [
        '{"id_pedido": {n8}, "articulos": {qty}, "total": "{amount}", "creado": "{ts}"}',
        '{"evento": "despliegue", "servicio": "{service}", "version": "{ver}", "ts": {epoch}}',
        '{"producto": {"ean": "{ean}", "ref": "{sku}", "stock": {n3}}}',
    ],
    "yaml": [
        'image:\n  tag: "{ver}"\nreplicas: {qty}\nrecursos:\n  memoria: {n3}Mi',
        'tarea:\n  id: {uuid}\n  horario: "diario a las {time}"\n  reintentos: {qty}',
        "version:\n  numero: {ver4}\n  fecha: {date}\n  suma: {sha}",
    ],
    "log": [
        "{ts} {level} {service}: petición {uuid} en {n3} ms",
        "{ts} INFO planificador: ts={epoch} lote={n6} filas={n5}",
        "[{ts}] WARN caché: tasa de aciertos {pct}, {n4} claves desalojadas",
        "{ts} INFO actualizador: agente actualizado a la versión {ver4}",
    ],
    "code": [
        'MAX_REINTENTOS = {qty}\nTIEMPO_MS = {n4}\nVERSION = "{ver}"',
        'if pedido.total > {n3}: aplicar_descuento(pedido, codigo="{sku}")',
        "SELECT ref, precio FROM productos WHERE ean = '{ean}' AND stock > {qty};",
    ],
    "email": [
        "Hola a todos:\n\nLa versión {ver} sale el {date}. Terminad la revisión de la incidencia {n5} antes de las "
        "{time}. Los cambios están en la build {n6}.\n\nGracias",
        "Hola:\n\nLa factura {n7} de {amount} está pagada. Próxima revisión: {date}.\n\nSaludos,\nContabilidad",
        "Estimado cliente:\n\nSu pedido {n8} con {qty} artículos ha sido enviado. El ISBN del libro es {isbn}.\n\n"
        "Atención al cliente",
    ],
    "legal": [
        "Cláusula {qty}. El Proveedor entregará la mercancía en un plazo de {n2} días desde el pedido del {date}, por "
        "un importe total de {amount}.",
        "Cláusula {n2}: El presente contrato entra en vigor el {date} y tendrá una duración de {qty} años, salvo "
        "denuncia con {n2} días de preaviso.",
        "Los honorarios de {amount} se abonarán a treinta días. Los retrasos devengarán un interés del {pct} anual.",
    ],
}
